namespace Beta
{
    public class Log
    {
        private readonly TextBuffer lines = new TextBuffer();

        public void Add(string line) => lines.Append(line);
    }
}
