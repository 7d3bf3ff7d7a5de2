namespace Shared.Text
{
    public class TextBuffer
    {
        public void Append(string text) { }
    }
}

namespace Shared.Items
{
    public class Item { }
}
