// C# 14: null-conditional member and element access on the left of an assignment.
using System.Collections.Generic;

namespace Features.NullConditionalAssignment;

public class Node
{
    public Node? Next { get; set; }
    public string? Label { get; set; }
    public int Weight { get; set; }
    public List<int>? Items { get; set; }
    public event System.EventHandler? Changed;

    public static void Update(Node? node, Dictionary<string, int>? map)
    {
        node?.Label = "updated";
        node?.Next?.Weight = 3;
        node?.Weight += 2;
        node?.Weight -= 1;
        node?.Label ??= "default";
        node?.Items?[0] = 42;
        map?["key"] = 1;
        map?["key"] *= 2;
        node?.Changed += (s, e) => { };
        node?.Next?.Next = new Node { Label = "tail" };
    }
}
