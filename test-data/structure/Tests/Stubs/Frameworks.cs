// Stand-ins for the test frameworks' attributes (packages are not restored in test data).
namespace Xunit
{
    public class FactAttribute : System.Attribute { }
    public class TheoryAttribute : FactAttribute { }
    public class InlineDataAttribute : System.Attribute
    {
        public InlineDataAttribute(params object[] data) { }
    }
}

namespace NUnit.Framework
{
    public class TestFixtureAttribute : System.Attribute { }
    public class TestAttribute : System.Attribute { }
    public class TestCaseAttribute : System.Attribute
    {
        public TestCaseAttribute(params object[] arguments) { }
    }
    public class TestCaseSourceAttribute : System.Attribute
    {
        public TestCaseSourceAttribute(string sourceName) { }
    }
}

namespace Microsoft.VisualStudio.TestTools.UnitTesting
{
    public class TestClassAttribute : System.Attribute { }
    public class TestMethodAttribute : System.Attribute { }
    public class DataTestMethodAttribute : TestMethodAttribute { }
    public class DataRowAttribute : System.Attribute
    {
        public DataRowAttribute(params object[] data) { }
    }
}
