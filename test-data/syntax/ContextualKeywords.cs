// Contextual keywords used as identifiers where they are not keywords.
using System.Collections.Generic;

namespace Features.ContextualKeywords;

public class Keywords
{
    public required string Name { get; init; }

    public static List<string> Use(object type, object method, object field)
    {
        var required = new List<string>();
        required.Add("x");
        var extension = 1;
        var allows = extension + 1;
        var property = type;
        var param = method;
        var typevar = field;
        object[] items = [type, method, field];
        object[] more = [property, param, typevar];
        var d = new Dictionary<object, int> { [type] = 1, [method] = 2 };
        var record = 1;
        var scoped = record;
        var nameof = scoped;
        var value = nameof;
        var args = value;
        return required;
    }

    [type: System.Obsolete]
    [method: System.Obsolete]
    private void Annotated([param: System.Obsolete] int p) { }
}
