using System;
using System.Threading.Tasks;

namespace Findings;

public class Jobs
{
    public Task Work() => Task.CompletedTask;
    public Task<int> Count() => Task.FromResult(1);

    public async Task NoAwait() { Console.WriteLine(); }

    public async Task Forgets()
    {
        Work();
        _ = Work();
        await Work();
    }

    public async void Fire() { await Work(); }

    public async void OnLoaded(object sender, EventArgs e) { await Work(); }

    public async Task Blocks()
    {
        var n = Count().Result;
        await Work();
    }

    public int Sync() => Count().Result;

    public void NotAsync() { Work(); }
}
