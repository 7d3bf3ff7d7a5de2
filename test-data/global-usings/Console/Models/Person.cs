namespace Console.Models;

public sealed record Person(string Name, int Age);
