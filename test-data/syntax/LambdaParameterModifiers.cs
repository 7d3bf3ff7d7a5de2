// C# 14: modifiers on lambda parameters without types.
namespace Features.LambdaParameterModifiers;

public delegate bool TryParse<T>(string text, out T result);
public delegate void Incrementer(ref int value);
public delegate int Reader(int value, in int other);
public delegate void Scoped(scoped ref int value);
public delegate int Both(in int a, in int b);
public delegate void Fill(out int value);

public static class Lambdas
{
    public static void Use()
    {
        TryParse<int> parse = (text, out result) => int.TryParse(text, out result);
        Incrementer increment = (scoped ref value) => value++;
        Reader read = (first, in other) => first;
        Scoped reset = (scoped ref value) => value = 0;
        var withDefault = (int x = 1, params int[] rest) => x + rest.Length;
        TryParse<int> typed = (string text, out int result) => int.TryParse(text, out result);
        Incrementer first = (ref value) => value++;
        Both sum = (in a, in b) => a + b;
        Fill fill = (out int value) => value = 1;
        Fill bare = (out value) => value = 2;
    }
}
