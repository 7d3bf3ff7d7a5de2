[assembly: System.Reflection.AssemblyCompany("Linked Sample")]
