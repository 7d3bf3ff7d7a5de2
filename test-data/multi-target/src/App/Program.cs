using Polyfill;

var name = Guard.NotNull(args.Length > 0 ? args[0] : "world", "name");
#if NET48
System.Console.WriteLine("Hello from .NET Framework, " + name);
#else
System.Console.WriteLine($"Hello, {name}");
#endif
