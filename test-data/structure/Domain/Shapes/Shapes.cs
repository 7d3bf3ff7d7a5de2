namespace Shop.Domain.Shapes
{
    public abstract class Shape
    {
        public abstract int Area();
    }

    public class Square : Shape
    {
        public int Side { get; set; }

        public override int Area() => Side * Side;
    }

    public class Cube : Square
    {
        public int Volume() => Area() * Side;
    }

    public struct Point
    {
        public int X;
    }
}
