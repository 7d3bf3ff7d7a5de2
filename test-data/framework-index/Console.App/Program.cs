// Compiles with Roslyn: framework types the hand-written core library does not declare come
// from the framework index and must bind without a false error.
using System.Diagnostics;
using System.Net;
using System.Security.Claims;
using System.Text;
using System.Text.Json;

namespace Console.App;

public static class Program
{
    public static int Main(string[] args)
    {
        var builder = new StringBuilder();
        builder.Append("id=").Append(args.Length);
        var principal = new ClaimsPrincipal(new ClaimsIdentity());
        Claim? subject = principal.FindFirst("sub");
        string? value = subject?.Value;
        var watch = Stopwatch.StartNew();
        var status = HttpStatusCode.NotFound;
        var json = JsonSerializer.Serialize(new { value, status });
        var address = IPAddress.Loopback;
        Debug.Assert(address is not null);
        return builder.Length + json.Length + (int)watch.ElapsedMilliseconds;
    }
}
