namespace Shop.Services.Reports
{
    public class Scores
    {
        public int ScoreA(int[] values)
        {
            int score = 0;
            foreach (var v in values) { score += v * 2; }
            if (score > 100) { score = 100; }
            return score;
        }

        public int ScoreB(int[] points)
        {
            int result = 1;
            foreach (var p in points) { result += p * 3; }
            if (result > 50) { result = 50; }
            return result * 2;
        }
    }
}
