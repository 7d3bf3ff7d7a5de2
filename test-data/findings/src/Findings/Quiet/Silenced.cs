namespace Findings.Quiet;

public class Silenced
{
    private int _unusedButSilenced;
}
