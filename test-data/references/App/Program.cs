using App.Reports;
using App.Services;
using Core.Geometry;
using Core.Greeting;
using Core.Text;

// Top-level statements: locals, a collection initializer, calls across the project reference,
// overload resolution, named/optional/params arguments, a deconstruction, a using declaration,
// await, and a local function at the end.

var /*def:shapes*/shapes = new List</*ref:Shape:typeArgument*/Shape>
{
    new /*ref:Circle:objectCreation*//*ref:Circle.ctor:invocation*/Circle(2),
    new /*ref:Square.ctor0:invocation*/Square(),
    new /*ref:Square.ctor1:invocation*/Square(3),
};

foreach (var /*def:line*/line in ShapeReport.Lines(/*ref:shapes:read*/shapes))
{
    Console.WriteLine(/*ref:line:read*/line);
}

Console.WriteLine(string.Join(", ", ShapeReport.LargeNames(/*ref:shapes:read*/shapes, /*ref:LargeNames.minimum*/minimum: 3)));
Console.WriteLine(ShapeReport.TotalArea(/*ref:shapes:read*/shapes));
Console.WriteLine(ShapeMath./*ref:Epsilon:read*/Epsilon);

// var from a method's return type, then member access on it.
var /*def:first*/first = /*ref:MakeShape:invocation*/MakeShape(1.5);
var second = /*ref:MakeShape:invocation*/MakeShape(4);
Console.WriteLine(/*ref:first:read*/first./*ref:Shape.Area:read*/Area);
Console.WriteLine(/*ref:first:read*/first./*ref:Shape.Describe:invocation*/Describe());
var larger = ShapeMath./*ref:Pick:invocation*/Pick(/*ref:first:read*/first, second, /*ref:first:read*/first./*ref:Shape.Area:read*/Area > second./*ref:Shape.Area:read*/Area);
Console.WriteLine(larger./*ref:Shape.Name:read*/Name);
Console.WriteLine(ShapeMath./*ref:Pick:invocation*/Pick("left", "right", takeFirst: true));

// Members of the derived class bind to its overrides, not to the members of Shape.
var /*def:circle*/circle = new /*ref:Circle:objectCreation*//*ref:Circle.ctor:invocation*/Circle(/*ref:Circle.ctor.radius*/radius: 1);
Console.WriteLine(/*ref:circle:read*/circle./*ref:Circle.Area:read*//*rel:Shape.Area*/Area + /*ref:circle:read*/circle./*ref:Circle.Radius:read*/Radius);
Console.WriteLine(/*ref:circle:read*/circle.Describe());

// A record, its user-defined operator, a with expression, an extension method called both ways.
var origin = new Point(0, 0);
var corner = new Point(3, 4) with { /*ref:Point.X:write*/X = 3.5 };
Point shifted = origin + corner;
Console.WriteLine(origin./*ref:DistanceTo:invocation*/DistanceTo(corner));
Console.WriteLine(PointExtensions./*ref:DistanceTo:invocation*/DistanceTo(shifted, origin));
Console.WriteLine(shifted./*ref:Point.X:read*/X + ShapeMath./*ref:Hypot:invocation*/Hypot(shifted./*ref:Point.X:read*/X, shifted.Y));

// Calls through the interface and through the implementing classes.
IGreeter /*def:greeter*/greeter = new EnglishGreeter();
Console.WriteLine(/*ref:greeter:read*/greeter./*ref:IGreeter.Greet:invocation*//*rel:EnglishGreeter.Greet*/Greet("world"));
Console.WriteLine(new EnglishGreeter()./*ref:EnglishGreeter.Greet:invocation*//*rel:IGreeter.Greet*/Greet("direct"));
var prefixed = new PrefixGreeter(/*ref:PrefixGreeter.prefix*/prefix: "Hey");
Console.WriteLine(prefixed.Shout("you"));
Console.WriteLine(prefixed./*ref:PrefixGreeter.Greet:invocation*//*rel:IGreeter.Greet*/Greet("again"));
foreach (var /*def:g*/g in new IGreeter[] { /*ref:greeter:read*/greeter, prefixed })
{
    Console.WriteLine(/*ref:g:read*/g./*ref:IGreeter.Greet:invocation*//*rel:EnglishGreeter.Greet*/Greet("all"));
}

// Overload resolution: int, char (converts to int), long, uint (converts to long but not to
// int), string (positional and named), double and a class (both only to object).
int /*def:number*/number = 42;
Console.WriteLine(Log./*ref:Write.int:invocation*/Write(/*ref:number:read*/number));
Console.WriteLine(Log./*ref:Write.int:invocation*/Write('c'));
Console.WriteLine(Log./*ref:Write.long:invocation*/Write(10_000_000_000));
Console.WriteLine(Log./*ref:Write.long:invocation*/Write(7u));
Console.WriteLine(Log./*ref:Write.string:invocation*/Write("text"));
Console.WriteLine(Log./*ref:Write.string:invocation*/Write(/*ref:Write.string.value*/value: "named"));
Console.WriteLine(Log./*ref:Write.object:invocation*/Write(2.5));
Console.WriteLine(Log./*ref:Write.object:invocation*/Write(/*ref:circle:read*/circle));

// Optional and params arguments.
Console.WriteLine(Format./*ref:Line:invocation*/Line("a"));
Console.WriteLine(Format./*ref:Line:invocation*/Line("b", 2));
Console.WriteLine(Format./*ref:Line:invocation*/Line("c", /*ref:Line.fill*/fill: '-'));
Console.WriteLine(Format./*ref:Join:invocation*/Join("-"));
Console.WriteLine(Format./*ref:Join:invocation*/Join(", ", "x", "y", "z"));
Console.WriteLine(Format./*ref:Join:invocation*/Join("/", new[] { "p", "q" }));

// A using declaration, await, a deconstruction into new locals.
using var /*def:service*/service = new StockService();
Console.WriteLine(await /*ref:service:read*/service.DescribeAsync("apple"));
Console.WriteLine(/*ref:service:read*/service.Lookup("pear") + /*ref:service:read*/service.Take("apple"));
Console.WriteLine(/*ref:service:read*/service.Restock("plum", "3") + /*ref:service:read*/service.Changes);
var (/*def:Program.total*/total, count) = /*ref:service:read*/service.Totals(new[] { 1, 2, 3 });
Console.WriteLine(/*ref:Program.total:read*/total + count + StockService.Combine(2, 3));

static /*ref:Shape:typeUse*/Shape /*def:MakeShape*/MakeShape(double /*def:MakeShape.size*/size)
{
    if (/*ref:MakeShape.size:read*/size > 2)
    {
        return new /*ref:Circle:objectCreation*//*ref:Circle.ctor:invocation*/Circle(/*ref:MakeShape.size:read*/size);
    }

    return new /*ref:Square.ctor1:invocation*/Square(/*ref:MakeShape.size:read*/size);
}
