using Shared.Items;

namespace Alpha
{
    public class Report
    {
        private TextBuffer header = new TextBuffer();
        private TextBuffer body = new TextBuffer();
        private Item first;
    }
}
