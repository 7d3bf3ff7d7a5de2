using System.Reflection;
using System.Runtime.InteropServices;

[assembly: AssemblyTitle("Legacy.Tool")]
[assembly: AssemblyProduct("Legacy.Tool")]
[assembly: ComVisible(false)]
[assembly: Guid("6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d")]
[assembly: AssemblyVersion("1.0.0.0")]
[assembly: AssemblyFileVersion("1.0.0.0")]
