namespace Shop.Domain.Metrics
{
    // Cyclomatic complexity (CC) by the Visual Studio definition, written after each member.
    public class Samples
    {
        public void Nothing() { } // CC 1
        public int Add(int a, int b) // CC 1
        {
            return a + b;
        }
        public int Sign(int x) // CC 3
        {
            if (x > 0)
                return 1;
            else if (x < 0)
                return -1;
            return 0;
        }
        public int SumTo(int n) // CC 2
        {
            int sum = 0;
            for (int i = 1; i <= n; i++)
            {
                sum += i;
            }
            return sum;
        }
        public string Name(int day) // CC 4
        {
            switch (day)
            {
                case 0:
                    return "Sunday";
                case 6:
                    return "Saturday";
                default:
                    return "Weekday";
            }
        }
        public bool InRange(int x, int low, int high) => x >= low && x <= high; // CC 2
        public int Length(string? text) // CC 3
        {
            return text?.Length ?? 0;
        }
        public int Collatz(int n) // CC 3
        {
            int steps = 0;
            while (n != 1)
            {
                n = n % 2 == 0 ? n / 2 : 3 * n + 1;
                steps++;
            }
            return steps;
        }
        public int CountBlank(string[] items) // CC 4
        {
            int count = 0;
            foreach (var item in items)
            {
                if (item == null || item.Length == 0)
                {
                    count++;
                }
            }
            return count;
        }
        public int Retry(int attempts) // CC 2
        {
            int tries = 0;
            do
            {
                tries++;
            }
            while (tries < attempts);
            return tries;
        }
        public int Count { get; set; } // CC 2 (two accessors)
        private int seed = 42; // CC 0 (a field)
    }
}
