using System
using System.Threading.Tasks;

namespace Planted;

public class Errors
{
    int _count
    int _other = 1;
    123
    int _third;
    )

    void MissingSemicolons(int a, int b)
    {
        int c = 1
        a++
        Console.WriteLine(a)
        var s = "x"
        b = c
        object o = new object()
        if (a > 0) Console.WriteLine(b)
        s = s.Trim()
        Console.WriteLine(s + o);
    }

    void Throws()
    {
        throw new Exception()
    }

    System.Collections.Generic.IEnumerable<int> Iterator()
    {
        yield return 1
    }

    async Task Awaits()
    {
        await Task.Delay(1)
    }

    void MissingParentheses(int a)
    {
        F(1;
        Console.WriteLine("x";
        var z = System.Math.Max(1, a;
        var t = (1 + 2;
    }

    void MissingCommasAndBrackets()
    {
        F(1 2);
        var arr = new int[3;
        var list = new System.Collections.Generic.List<int> { 1 2 };
    }

    void Parameters(int a int b) { }

    void MissingIdentifiers(Errors a)
    {
        int = 3;
        var x = a.;
    }

    void MissingExpressions(int x)
    {
        var y = ;
        x = 1 + ;
        F(1, );
    }

    void F(params int[] values) { }
}

class { }

class Unclosed
{
    void M() { }
