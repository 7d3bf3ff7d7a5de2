using Shared.Text;

namespace Beta
{
    public class Already
    {
        private readonly TextBuffer text = new TextBuffer();
    }
}
