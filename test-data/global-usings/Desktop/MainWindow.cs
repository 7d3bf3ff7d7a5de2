namespace Desktop;

public sealed class MainWindow : Form
{
    public MainWindow() => Text = Path.GetFileName(Application.ExecutablePath);
}
