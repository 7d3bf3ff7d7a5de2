// Core library model: System.Resources (ResourceManager, ResourceSet, NeutralResourcesLanguageAttribute, UltimateResourceFallbackLocation, MissingManifestResourceException).
using System.Collections;
using System.ComponentModel;
using System.Diagnostics.CodeAnalysis;
using System.Globalization;
using System.IO;
using System.Reflection;
using System.Runtime.Serialization;

namespace System.Resources
{
    public enum UltimateResourceFallbackLocation
    {
        MainAssembly = 0,
        Satellite = 1,
    }

    [AttributeUsage(AttributeTargets.Assembly, AllowMultiple = false)]
    public sealed class NeutralResourcesLanguageAttribute : Attribute
    {
        public NeutralResourcesLanguageAttribute(string cultureName) { }
        public NeutralResourcesLanguageAttribute(string cultureName, UltimateResourceFallbackLocation location) { }
        public string CultureName { get => throw null; }
        public UltimateResourceFallbackLocation Location { get => throw null; }
    }

    public class MissingManifestResourceException : SystemException
    {
        public MissingManifestResourceException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected MissingManifestResourceException(SerializationInfo info, StreamingContext context) { }
        public MissingManifestResourceException(string? message) { }
        public MissingManifestResourceException(string? message, Exception? inner) { }
    }

    public class ResourceManager
    {
        public static readonly int HeaderVersionNumber;
        public static readonly int MagicNumber;
        protected Assembly? MainAssembly;
        protected ResourceManager() { }
        public ResourceManager(string baseName, Assembly assembly) { }
        public ResourceManager(string baseName, Assembly assembly, [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicConstructors | DynamicallyAccessedMemberTypes.NonPublicConstructors)] Type? usingResourceSet) { }
        public ResourceManager(Type resourceSource) { }
        public virtual string BaseName { get => throw null; }
        protected UltimateResourceFallbackLocation FallbackLocation { get => throw null; set { } }
        public virtual bool IgnoreCase { get => throw null; set { } }
        [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicConstructors | DynamicallyAccessedMemberTypes.NonPublicConstructors)]
        public virtual Type ResourceSetType { get => throw null; }
        public static ResourceManager CreateFileBasedResourceManager(string baseName, string resourceDir, [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicConstructors | DynamicallyAccessedMemberTypes.NonPublicConstructors)] Type? usingResourceSet) => throw null;
        protected static CultureInfo GetNeutralResourcesLanguage(Assembly a) => throw null;
        public virtual object? GetObject(string name) => throw null;
        public virtual object? GetObject(string name, CultureInfo? culture) => throw null;
        protected virtual string GetResourceFileName(CultureInfo culture) => throw null;
        public virtual ResourceSet? GetResourceSet(CultureInfo culture, bool createIfNotExists, bool tryParents) => throw null;
        protected static Version? GetSatelliteContractVersion(Assembly a) => throw null;
        public virtual string? GetString(string name) => throw null;
        public virtual string? GetString(string name, CultureInfo? culture) => throw null;
        protected virtual ResourceSet? InternalGetResourceSet(CultureInfo culture, bool createIfNotExists, bool tryParents) => throw null;
        public virtual void ReleaseAllResources() { }
    }

    public class ResourceSet : IDisposable, IEnumerable
    {
        protected ResourceSet() { }
        public ResourceSet(Stream stream) { }
        public ResourceSet(string fileName) { }
        public virtual void Close() { }
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public virtual Type GetDefaultReader() => throw null;
        public virtual Type GetDefaultWriter() => throw null;
        public virtual IDictionaryEnumerator GetEnumerator() => throw null;
        public virtual object? GetObject(string name) => throw null;
        public virtual object? GetObject(string name, bool ignoreCase) => throw null;
        public virtual string? GetString(string name) => throw null;
        public virtual string? GetString(string name, bool ignoreCase) => throw null;
        protected virtual void ReadResources() { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;
    }
}
