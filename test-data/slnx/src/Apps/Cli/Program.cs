using Tools.Text;

Console.WriteLine(Slug.From(string.Join(' ', args)));
