namespace FlowErrors;

public class AssignedNeverUsed
{
    public static void Assign()
    {
        int assigned = 5;
    }
}
