using Shared.Items;

namespace Gamma
{
    public class Page
    {
        public TextBuffer Build(Item[] parts)
        {
            var result = new TextBuffer();
            foreach (var part in parts)
            {
                result.Append(part.ToString());
            }
            return result;
        }
    }
}
