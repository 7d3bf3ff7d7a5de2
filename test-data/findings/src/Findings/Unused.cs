using System;

namespace Findings;

public class Unused
{
    private int _never;
    private int _writtenOnly;
    private int _read;
    private void Helper() { }
    private static int Twice(int x) => x * 2;

    public Unused() { _writtenOnly = 1; }

    public int Read() => _read + Twice(1);

    public void Ignores(int kept, int dropped) { Console.WriteLine(kept); }

    public void OnClick(object sender, EventArgs e) { Console.WriteLine(); }

    public void Discards(int _) { Console.WriteLine(); }

    public void NotYet(int value) { throw new NotImplementedException(); }
}

public interface IShape
{
    double Area(double scale);
}

public class Square : IShape
{
    public double Area(double scale) => 4.0;
}

public abstract class Base
{
    public abstract void Run(int times);
    public virtual void Stop(int code) { Console.WriteLine(); }
}

public class Derived : Base
{
    public override void Run(int times) { Console.WriteLine(); }
    public override void Stop(int code) { Console.WriteLine(); }
}

public class Handlers
{
    private void Tick(int step) { Console.WriteLine(); }
    public Action<int> Callback() => Tick;
}
