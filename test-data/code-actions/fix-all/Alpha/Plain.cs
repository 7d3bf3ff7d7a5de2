namespace Alpha
{
    public class Plain
    {
        public int Value => 1;
    }
}
