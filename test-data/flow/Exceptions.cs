namespace Flow;

public class Exceptions
{
    static void Log(string message) { }

    public static int Parse(string text)
    {
        int result;
        try
        {
            result = int.Parse(text);
        }
        catch (FormatException e) when (e.Message.Length > 0)
        {
            result = 0;
        }
        catch
        {
            throw;
        }
        finally
        {
            Log("parsed");
        }
        return result;
    }
}
