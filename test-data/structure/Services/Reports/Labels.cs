namespace Shop.Services.Reports
{
    public class Labels
    {
        public string FormatCustomer(string first, string last)
        {
            var head = first.Trim();
            var tail = last.Trim();
            var joined = head + " " + tail;
            return joined.ToUpper();
        }

        public string FormatSupplier(string company, string contact)
        {
            var name = company.Trim();
            var person = contact.Trim();
            var label = name + " - " + person;
            return label.ToUpper();
        }
    }
}
