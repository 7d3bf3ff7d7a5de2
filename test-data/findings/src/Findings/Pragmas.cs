using System;
using System.Threading.Tasks;

namespace Findings;

public class Pragmas
{
#pragma warning disable CS1998 // synchronous on purpose
    public async Task Quietly() { Console.WriteLine(); }
#pragma warning restore CS1998
    public async Task Loudly() { Console.WriteLine(); }
}
