using System;
using System.Collections.Generic;
using System.Threading.Tasks;

namespace Outer
{
    namespace Inner.Deeper
    {
        public delegate void Changed(object sender, EventArgs e);

        public struct Vector : IEquatable<Vector>
        {
            public double X, Y;
            public Vector(double x, double y) { X = x; Y = y; }
            public static Vector operator +(Vector a, Vector b) => new(a.X + b.X, a.Y + b.Y);
            public static implicit operator (double, double)(Vector v) => (v.X, v.Y);
            public bool Equals(Vector other) => X == other.X && Y == other.Y;
            public override int GetHashCode() => HashCode.Combine(X, Y);
        }

        public abstract class Shape
        {
            public event Changed? OnChanged;
            private readonly Dictionary<string, object> _bag = new();
            public object this[string key] { get => _bag[key]; set => _bag[key] = value; }
            protected abstract double Area();
            ~Shape() { }
            protected void Raise() => OnChanged?.Invoke(this, EventArgs.Empty);
        }

        internal sealed class Circle(double radius) : Shape
        {
            protected override double Area() => Math.PI * radius * radius;

            public async IAsyncEnumerable<int> CountAsync()
            {
                for (var i = 0; i < 3; i++)
                {
                    await Task.Delay(1);
                    yield return i;
                }
            }

            public string Classify(int n)
            {
                switch (n)
                {
                    case 0:
                        return "zero";
                    case > 0 and < 10:
                        goto default;
                    default:
                        break;
                }
                string Local() => nameof(Classify);
                return Local();
            }

            public unsafe int Sum(int[] values)
            {
                fixed (int* p = values)
                {
                    int total = 0;
                    for (int i = 0; i < values.Length; i++) total += p[i];
                    return total;
                }
            }
        }
    }

    public enum Level { Low, High }

    public interface IRepository<in TKey, TValue> where TKey : notnull
    {
        TValue? Find(TKey key);
        void Save(TValue value) { }
    }
}
