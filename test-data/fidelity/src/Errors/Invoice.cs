using System;
using System.Text;

namespace Fidelity.Errors;

public class Invoice
{
    public decimal Total => undefinedTotal; // error: CS0103

    public decimal Twice() => undefinedTotal * 2 + Math.Abs(missingFee); // error: CS0103 CS0103

    public string Describe()
    {
        var text = new StringBuilder();
        text.Append(customerName); // error: CS0103
        return text.ToString();
    }
}
