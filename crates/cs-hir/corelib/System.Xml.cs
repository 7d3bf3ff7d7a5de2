// Core library model: System.Xml (the XmlNode DOM: XmlDocument, XmlElement, XmlAttribute; XmlReader, XmlWriter and their settings; XmlNamespaceManager, XmlConvert, XmlException), System.Xml.Schema.XmlSchema and System.Xml.Serialization (IXmlSerializable, XmlSerializer, the serialization attributes).
using System.Collections;
using System.Collections.Generic;
using System.ComponentModel;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Runtime.CompilerServices;
using System.Runtime.Serialization;
using System.Text;
using System.Threading.Tasks;
using System.Xml.Schema;

namespace System.Xml
{
    public enum XmlNodeType
    {
        None = 0,
        Element = 1,
        Attribute = 2,
        Text = 3,
        CDATA = 4,
        EntityReference = 5,
        Entity = 6,
        ProcessingInstruction = 7,
        Comment = 8,
        Document = 9,
        DocumentType = 10,
        DocumentFragment = 11,
        Notation = 12,
        Whitespace = 13,
        SignificantWhitespace = 14,
        EndElement = 15,
        EndEntity = 16,
        XmlDeclaration = 17,
    }

    public enum XmlSpace
    {
        None = 0,
        Default = 1,
        Preserve = 2,
    }

    public enum ReadState
    {
        Initial = 0,
        Interactive = 1,
        Error = 2,
        EndOfFile = 3,
        Closed = 4,
    }

    public enum WriteState
    {
        Start = 0,
        Prolog = 1,
        Element = 2,
        Attribute = 3,
        Content = 4,
        Closed = 5,
        Error = 6,
    }

    public enum ConformanceLevel
    {
        Auto = 0,
        Fragment = 1,
        Document = 2,
    }

    public enum DtdProcessing
    {
        Prohibit = 0,
        Ignore = 1,
        Parse = 2,
    }

    public enum NewLineHandling
    {
        Replace = 0,
        Entitize = 1,
        None = 2,
    }

    public enum NamespaceHandling
    {
        Default = 0,
        OmitDuplicates = 1,
    }

    public enum XmlOutputMethod
    {
        Xml = 0,
        Html = 1,
        Text = 2,
        AutoDetect = 3,
    }

    public enum XmlNamespaceScope
    {
        All = 0,
        ExcludeXml = 1,
        Local = 2,
    }

    public enum XmlDateTimeSerializationMode
    {
        Local = 0,
        Utc = 1,
        Unspecified = 2,
        RoundtripKind = 3,
    }

    public interface IXmlLineInfo
    {
        int LineNumber { get; }
        int LinePosition { get; }
        bool HasLineInfo();
    }

    public interface IXmlNamespaceResolver
    {
        IDictionary<string, string> GetNamespacesInScope(XmlNamespaceScope scope);
        string? LookupNamespace(string prefix);
        string? LookupPrefix(string namespaceName);
    }

    public abstract class XmlNameTable
    {
        protected XmlNameTable() { }
        public abstract string Add(char[] array, int offset, int length);
        public abstract string Add(string array);
        public abstract string? Get(char[] array, int offset, int length);
        public abstract string? Get(string array);
    }

    public class NameTable : XmlNameTable
    {
        public NameTable() { }
        public override string Add(char[] key, int start, int len) => throw null;
        public override string Add(string key) => throw null;
        public override string? Get(char[] key, int start, int len) => throw null;
        public override string? Get(string value) => throw null;
    }

    public class XmlNamespaceManager : IXmlNamespaceResolver, IEnumerable
    {
        public XmlNamespaceManager(XmlNameTable nameTable) { }
        public virtual string DefaultNamespace { get => throw null; }
        public virtual XmlNameTable? NameTable { get => throw null; }
        public virtual void AddNamespace(string prefix, string uri) { }
        public virtual IEnumerator GetEnumerator() => throw null;
        public virtual IDictionary<string, string> GetNamespacesInScope(XmlNamespaceScope scope) => throw null;
        public virtual bool HasNamespace(string prefix) => throw null;
        public virtual string? LookupNamespace(string prefix) => throw null;
        public virtual string? LookupPrefix(string uri) => throw null;
        public virtual bool PopScope() => throw null;
        public virtual void PushScope() { }
        public virtual void RemoveNamespace(string prefix, string uri) { }
    }

    public class XmlQualifiedName
    {
        public static readonly XmlQualifiedName Empty;
        public XmlQualifiedName() { }
        public XmlQualifiedName(string? name) { }
        public XmlQualifiedName(string? name, string? ns) { }
        public bool IsEmpty { get => throw null; }
        public string Name { get => throw null; }
        public string Namespace { get => throw null; }
        public override bool Equals([NotNullWhen(true)] object? other) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
        public static string ToString(string name, string? ns) => throw null;
        public static bool operator ==(XmlQualifiedName? a, XmlQualifiedName? b) => throw null;
        public static bool operator !=(XmlQualifiedName? a, XmlQualifiedName? b) => throw null;
    }

    public class XmlException : SystemException
    {
        public XmlException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected XmlException(SerializationInfo info, StreamingContext context) { }
        public XmlException(string? message) { }
        public XmlException(string? message, Exception? innerException) { }
        public XmlException(string? message, Exception? innerException, int lineNumber, int linePosition) { }
        public int LineNumber { get => throw null; }
        public int LinePosition { get => throw null; }
        public override string Message { get => throw null; }
        public string? SourceUri { get => throw null; }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        public override void GetObjectData(SerializationInfo info, StreamingContext context) { }
    }

    public class XmlConvert
    {
        public XmlConvert() { }
        public static string DecodeName(string name) => throw null;
        [return: NotNullIfNotNull("name")]
        public static string? EncodeLocalName(string? name) => throw null;
        [return: NotNullIfNotNull("name")]
        public static string? EncodeName(string? name) => throw null;
        [return: NotNullIfNotNull("name")]
        public static string? EncodeNmToken(string? name) => throw null;
        public static bool IsNCNameChar(char ch) => throw null;
        public static bool IsPublicIdChar(char ch) => throw null;
        public static bool IsStartNCNameChar(char ch) => throw null;
        public static bool IsWhitespaceChar(char ch) => throw null;
        public static bool IsXmlChar(char ch) => throw null;
        public static bool IsXmlSurrogatePair(char lowChar, char highChar) => throw null;
        public static bool ToBoolean(string s) => throw null;
        public static byte ToByte(string s) => throw null;
        public static char ToChar(string s) => throw null;
        [Obsolete("Use XmlConvert.ToDateTime() that accepts an XmlDateTimeSerializationMode instead.")]
        public static DateTime ToDateTime(string s) => throw null;
        public static DateTime ToDateTime(string s, string format) => throw null;
        public static DateTime ToDateTime(string s, string[] formats) => throw null;
        public static DateTime ToDateTime(string s, XmlDateTimeSerializationMode dateTimeOption) => throw null;
        public static DateTimeOffset ToDateTimeOffset(string s) => throw null;
        public static DateTimeOffset ToDateTimeOffset(string s, string format) => throw null;
        public static DateTimeOffset ToDateTimeOffset(string s, string[] formats) => throw null;
        public static decimal ToDecimal(string s) => throw null;
        public static double ToDouble(string s) => throw null;
        public static Guid ToGuid(string s) => throw null;
        public static short ToInt16(string s) => throw null;
        public static int ToInt32(string s) => throw null;
        public static long ToInt64(string s) => throw null;
        [CLSCompliant(false)]
        public static sbyte ToSByte(string s) => throw null;
        public static float ToSingle(string s) => throw null;
        public static string ToString(bool value) => throw null;
        public static string ToString(byte value) => throw null;
        public static string ToString(char value) => throw null;
        [Obsolete("Use XmlConvert.ToString() that accepts an XmlDateTimeSerializationMode instead.")]
        public static string ToString(DateTime value) => throw null;
        public static string ToString(DateTime value, string format) => throw null;
        public static string ToString(DateTime value, XmlDateTimeSerializationMode dateTimeOption) => throw null;
        public static string ToString(DateTimeOffset value) => throw null;
        public static string ToString(DateTimeOffset value, string format) => throw null;
        public static string ToString(decimal value) => throw null;
        public static string ToString(double value) => throw null;
        public static string ToString(Guid value) => throw null;
        public static string ToString(short value) => throw null;
        public static string ToString(int value) => throw null;
        public static string ToString(long value) => throw null;
        [CLSCompliant(false)]
        public static string ToString(sbyte value) => throw null;
        public static string ToString(float value) => throw null;
        public static string ToString(TimeSpan value) => throw null;
        [CLSCompliant(false)]
        public static string ToString(ushort value) => throw null;
        [CLSCompliant(false)]
        public static string ToString(uint value) => throw null;
        [CLSCompliant(false)]
        public static string ToString(ulong value) => throw null;
        public static TimeSpan ToTimeSpan(string s) => throw null;
        [CLSCompliant(false)]
        public static ushort ToUInt16(string s) => throw null;
        [CLSCompliant(false)]
        public static uint ToUInt32(string s) => throw null;
        [CLSCompliant(false)]
        public static ulong ToUInt64(string s) => throw null;
        public static string VerifyName(string name) => throw null;
        public static string VerifyNCName(string name) => throw null;
        public static string VerifyNMTOKEN(string name) => throw null;
        public static string VerifyPublicId(string publicId) => throw null;
        public static string VerifyTOKEN(string token) => throw null;
        public static string VerifyWhitespace(string content) => throw null;
        public static string VerifyXmlChars(string content) => throw null;
    }

    public abstract class XmlNode : ICloneable, IEnumerable
    {
        internal XmlNode() { }
        public virtual XmlAttributeCollection? Attributes { get => throw null; }
        public virtual string BaseURI { get => throw null; }
        public virtual XmlNodeList ChildNodes { get => throw null; }
        public virtual XmlNode? FirstChild { get => throw null; }
        public virtual bool HasChildNodes { get => throw null; }
        public virtual string InnerText { get => throw null; set { } }
        public virtual string InnerXml { get => throw null; set { } }
        public virtual bool IsReadOnly { get => throw null; }
        public virtual XmlElement? this[string name] { get => throw null; }
        public virtual XmlElement? this[string localname, string ns] { get => throw null; }
        public virtual XmlNode? LastChild { get => throw null; }
        public abstract string LocalName { get; }
        public abstract string Name { get; }
        public virtual string NamespaceURI { get => throw null; }
        public virtual XmlNode? NextSibling { get => throw null; }
        public abstract XmlNodeType NodeType { get; }
        public virtual string OuterXml { get => throw null; }
        public virtual XmlDocument? OwnerDocument { get => throw null; }
        public virtual XmlNode? ParentNode { get => throw null; }
        public virtual string Prefix { get => throw null; set { } }
        public virtual XmlNode? PreviousSibling { get => throw null; }
        public virtual XmlNode? PreviousText { get => throw null; }
        public virtual string? Value { get => throw null; set { } }
        public virtual XmlNode? AppendChild(XmlNode newChild) => throw null;
        public virtual XmlNode Clone() => throw null;
        public abstract XmlNode CloneNode(bool deep);
        public IEnumerator GetEnumerator() => throw null;
        public virtual string GetNamespaceOfPrefix(string prefix) => throw null;
        public virtual string GetPrefixOfNamespace(string namespaceURI) => throw null;
        public virtual XmlNode? InsertAfter(XmlNode newChild, XmlNode? refChild) => throw null;
        public virtual XmlNode? InsertBefore(XmlNode newChild, XmlNode? refChild) => throw null;
        public virtual void Normalize() { }
        public virtual XmlNode? PrependChild(XmlNode newChild) => throw null;
        public virtual void RemoveAll() { }
        public virtual XmlNode RemoveChild(XmlNode oldChild) => throw null;
        public virtual XmlNode ReplaceChild(XmlNode newChild, XmlNode oldChild) => throw null;
        public XmlNodeList? SelectNodes(string xpath) => throw null;
        public XmlNodeList? SelectNodes(string xpath, XmlNamespaceManager nsmgr) => throw null;
        public XmlNode? SelectSingleNode(string xpath) => throw null;
        public XmlNode? SelectSingleNode(string xpath, XmlNamespaceManager nsmgr) => throw null;
        public virtual bool Supports(string feature, string version) => throw null;
        object ICloneable.Clone() => throw null;
        IEnumerator IEnumerable.GetEnumerator() => throw null;
        public abstract void WriteContentTo(XmlWriter w);
        public abstract void WriteTo(XmlWriter w);
    }

    public abstract class XmlNodeList : IDisposable, IEnumerable
    {
        protected XmlNodeList() { }
        public abstract int Count { get; }
        [IndexerName("ItemOf")]
        public virtual XmlNode? this[int i] { get => throw null; }
        public abstract IEnumerator GetEnumerator();
        public abstract XmlNode? Item(int index);
        protected virtual void PrivateDisposeNodeList() { }
        void IDisposable.Dispose() { }
    }

    public class XmlNamedNodeMap : IEnumerable
    {
        internal XmlNamedNodeMap() { }
        public virtual int Count { get => throw null; }
        public virtual IEnumerator GetEnumerator() => throw null;
        public virtual XmlNode? GetNamedItem(string name) => throw null;
        public virtual XmlNode? GetNamedItem(string localName, string? namespaceURI) => throw null;
        public virtual XmlNode? Item(int index) => throw null;
        public virtual XmlNode? RemoveNamedItem(string name) => throw null;
        public virtual XmlNode? RemoveNamedItem(string localName, string? namespaceURI) => throw null;
        public virtual XmlNode? SetNamedItem(XmlNode? node) => throw null;
    }

    public sealed class XmlAttributeCollection : XmlNamedNodeMap, ICollection, IEnumerable
    {
        internal XmlAttributeCollection() { }
        [IndexerName("ItemOf")]
        public XmlAttribute this[int i] { get => throw null; }
        [IndexerName("ItemOf")]
        public XmlAttribute? this[string name] { get => throw null; }
        [IndexerName("ItemOf")]
        public XmlAttribute? this[string localName, string? namespaceURI] { get => throw null; }
        int ICollection.Count { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        public XmlAttribute Append(XmlAttribute node) => throw null;
        public void CopyTo(XmlAttribute[] array, int index) { }
        public XmlAttribute InsertAfter(XmlAttribute newNode, XmlAttribute? refNode) => throw null;
        public XmlAttribute InsertBefore(XmlAttribute newNode, XmlAttribute? refNode) => throw null;
        public XmlAttribute Prepend(XmlAttribute node) => throw null;
        public XmlAttribute? Remove(XmlAttribute? node) => throw null;
        public void RemoveAll() { }
        public XmlAttribute? RemoveAt(int i) => throw null;
        public override XmlNode? SetNamedItem(XmlNode? node) => throw null;
        void ICollection.CopyTo(Array array, int index) { }
    }

    public abstract class XmlLinkedNode : XmlNode
    {
        internal XmlLinkedNode() { }
        public override XmlNode? NextSibling { get => throw null; }
        public override XmlNode? PreviousSibling { get => throw null; }
    }

    public abstract class XmlCharacterData : XmlLinkedNode
    {
        protected internal XmlCharacterData(string? data, XmlDocument doc) { }
        public virtual string Data { get => throw null; set { } }
        public override string InnerText { get => throw null; set { } }
        public virtual int Length { get => throw null; }
        public override string? Value { get => throw null; set { } }
        public virtual void AppendData(string? strData) { }
        public virtual void DeleteData(int offset, int count) { }
        public virtual void InsertData(int offset, string? strData) { }
        public virtual void ReplaceData(int offset, int count, string? strData) { }
        public virtual string? Substring(int offset, int count) => throw null;
    }

    public class XmlText : XmlCharacterData
    {
        protected internal XmlText(string? strData, XmlDocument doc) : base(default(string), default(XmlDocument)!) { }
        public override string LocalName { get => throw null; }
        public override string Name { get => throw null; }
        public override XmlNodeType NodeType { get => throw null; }
        public override XmlNode? ParentNode { get => throw null; }
        public override XmlNode? PreviousText { get => throw null; }
        public override string? Value { get => throw null; set { } }
        public override XmlNode CloneNode(bool deep) => throw null;
        public virtual XmlText SplitText(int offset) => throw null;
        public override void WriteContentTo(XmlWriter w) { }
        public override void WriteTo(XmlWriter w) { }
    }

    public class XmlCDataSection : XmlCharacterData
    {
        protected internal XmlCDataSection(string? data, XmlDocument doc) : base(default(string), default(XmlDocument)!) { }
        public override string LocalName { get => throw null; }
        public override string Name { get => throw null; }
        public override XmlNodeType NodeType { get => throw null; }
        public override XmlNode? ParentNode { get => throw null; }
        public override XmlNode? PreviousText { get => throw null; }
        public override XmlNode CloneNode(bool deep) => throw null;
        public override void WriteContentTo(XmlWriter w) { }
        public override void WriteTo(XmlWriter w) { }
    }

    public class XmlComment : XmlCharacterData
    {
        protected internal XmlComment(string? comment, XmlDocument doc) : base(default(string), default(XmlDocument)!) { }
        public override string LocalName { get => throw null; }
        public override string Name { get => throw null; }
        public override XmlNodeType NodeType { get => throw null; }
        public override XmlNode CloneNode(bool deep) => throw null;
        public override void WriteContentTo(XmlWriter w) { }
        public override void WriteTo(XmlWriter w) { }
    }

    public class XmlWhitespace : XmlCharacterData
    {
        protected internal XmlWhitespace(string? strData, XmlDocument doc) : base(default(string), default(XmlDocument)!) { }
        public override string LocalName { get => throw null; }
        public override string Name { get => throw null; }
        public override XmlNodeType NodeType { get => throw null; }
        public override XmlNode? ParentNode { get => throw null; }
        public override XmlNode? PreviousText { get => throw null; }
        public override string? Value { get => throw null; set { } }
        public override XmlNode CloneNode(bool deep) => throw null;
        public override void WriteContentTo(XmlWriter w) { }
        public override void WriteTo(XmlWriter w) { }
    }

    public class XmlSignificantWhitespace : XmlCharacterData
    {
        protected internal XmlSignificantWhitespace(string? strData, XmlDocument doc) : base(default(string), default(XmlDocument)!) { }
        public override string LocalName { get => throw null; }
        public override string Name { get => throw null; }
        public override XmlNodeType NodeType { get => throw null; }
        public override XmlNode? ParentNode { get => throw null; }
        public override XmlNode? PreviousText { get => throw null; }
        public override string? Value { get => throw null; set { } }
        public override XmlNode CloneNode(bool deep) => throw null;
        public override void WriteContentTo(XmlWriter w) { }
        public override void WriteTo(XmlWriter w) { }
    }

    public class XmlDeclaration : XmlLinkedNode
    {
        protected internal XmlDeclaration(string version, string? encoding, string? standalone, XmlDocument doc) { }
        public string Encoding { get => throw null; set { } }
        public override string InnerText { get => throw null; set { } }
        public override string LocalName { get => throw null; }
        public override string Name { get => throw null; }
        public override XmlNodeType NodeType { get => throw null; }
        public string Standalone { get => throw null; set { } }
        public override string? Value { get => throw null; set { } }
        public string Version { get => throw null; }
        public override XmlNode CloneNode(bool deep) => throw null;
        public override void WriteContentTo(XmlWriter w) { }
        public override void WriteTo(XmlWriter w) { }
    }

    public class XmlProcessingInstruction : XmlLinkedNode
    {
        protected internal XmlProcessingInstruction(string target, string data, XmlDocument doc) { }
        public string Data { get => throw null; set { } }
        public override string InnerText { get => throw null; set { } }
        public override string LocalName { get => throw null; }
        public override string Name { get => throw null; }
        public override XmlNodeType NodeType { get => throw null; }
        public string Target { get => throw null; }
        public override string? Value { get => throw null; set { } }
        public override XmlNode CloneNode(bool deep) => throw null;
        public override void WriteContentTo(XmlWriter w) { }
        public override void WriteTo(XmlWriter w) { }
    }

    public class XmlDocumentType : XmlLinkedNode
    {
        protected internal XmlDocumentType(string name, string? publicId, string? systemId, string? internalSubset, XmlDocument doc) { }
        public string? InternalSubset { get => throw null; }
        public override bool IsReadOnly { get => throw null; }
        public override string LocalName { get => throw null; }
        public override string Name { get => throw null; }
        public override XmlNodeType NodeType { get => throw null; }
        public string? PublicId { get => throw null; }
        public string? SystemId { get => throw null; }
        public override XmlNode CloneNode(bool deep) => throw null;
        public override void WriteContentTo(XmlWriter w) { }
        public override void WriteTo(XmlWriter w) { }
    }

    public class XmlAttribute : XmlNode
    {
        protected internal XmlAttribute(string? prefix, string localName, string? namespaceURI, XmlDocument doc) { }
        public override string BaseURI { get => throw null; }
        public override string InnerText { set { } }
        public override string InnerXml { set { } }
        public override string LocalName { get => throw null; }
        public override string Name { get => throw null; }
        public override string NamespaceURI { get => throw null; }
        public override XmlNodeType NodeType { get => throw null; }
        public override XmlDocument OwnerDocument { get => throw null; }
        public virtual XmlElement? OwnerElement { get => throw null; }
        public override XmlNode? ParentNode { get => throw null; }
        public override string Prefix { get => throw null; set { } }
        public virtual bool Specified { get => throw null; }
        public override string? Value { get => throw null; set { } }
        public override XmlNode? AppendChild(XmlNode newChild) => throw null;
        public override XmlNode CloneNode(bool deep) => throw null;
        public override XmlNode? InsertAfter(XmlNode newChild, XmlNode? refChild) => throw null;
        public override XmlNode? InsertBefore(XmlNode newChild, XmlNode? refChild) => throw null;
        public override XmlNode? PrependChild(XmlNode newChild) => throw null;
        public override XmlNode RemoveChild(XmlNode oldChild) => throw null;
        public override XmlNode ReplaceChild(XmlNode newChild, XmlNode oldChild) => throw null;
        public override void WriteContentTo(XmlWriter w) { }
        public override void WriteTo(XmlWriter w) { }
    }

    public class XmlElement : XmlLinkedNode
    {
        protected internal XmlElement(string prefix, string localName, string? namespaceURI, XmlDocument doc) { }
        public override XmlAttributeCollection Attributes { get => throw null; }
        public virtual bool HasAttributes { get => throw null; }
        public override string InnerText { get => throw null; set { } }
        public override string InnerXml { get => throw null; set { } }
        public bool IsEmpty { get => throw null; set { } }
        public override string LocalName { get => throw null; }
        public override string Name { get => throw null; }
        public override string NamespaceURI { get => throw null; }
        public override XmlNode? NextSibling { get => throw null; }
        public override XmlNodeType NodeType { get => throw null; }
        public override XmlDocument OwnerDocument { get => throw null; }
        public override XmlNode? ParentNode { get => throw null; }
        public override string Prefix { get => throw null; set { } }
        public override XmlNode CloneNode(bool deep) => throw null;
        public virtual string GetAttribute(string name) => throw null;
        public virtual string GetAttribute(string localName, string? namespaceURI) => throw null;
        public virtual XmlAttribute? GetAttributeNode(string name) => throw null;
        public virtual XmlAttribute? GetAttributeNode(string localName, string? namespaceURI) => throw null;
        public virtual XmlNodeList GetElementsByTagName(string name) => throw null;
        public virtual XmlNodeList GetElementsByTagName(string localName, string namespaceURI) => throw null;
        public virtual bool HasAttribute(string name) => throw null;
        public virtual bool HasAttribute(string localName, string? namespaceURI) => throw null;
        public override void RemoveAll() { }
        public virtual void RemoveAllAttributes() { }
        public virtual void RemoveAttribute(string name) { }
        public virtual void RemoveAttribute(string localName, string? namespaceURI) { }
        public virtual XmlNode? RemoveAttributeAt(int i) => throw null;
        public virtual XmlAttribute? RemoveAttributeNode(string localName, string? namespaceURI) => throw null;
        public virtual XmlAttribute? RemoveAttributeNode(XmlAttribute oldAttr) => throw null;
        public virtual void SetAttribute(string name, string? value) { }
        public virtual string SetAttribute(string localName, string? namespaceURI, string? value) => throw null;
        public virtual XmlAttribute SetAttributeNode(string localName, string? namespaceURI) => throw null;
        public virtual XmlAttribute? SetAttributeNode(XmlAttribute newAttr) => throw null;
        public override void WriteContentTo(XmlWriter w) { }
        public override void WriteTo(XmlWriter w) { }
    }

    public class XmlDocument : XmlNode
    {
        public XmlDocument() { }
        public XmlDocument(XmlNameTable nt) { }
        public override string BaseURI { get => throw null; }
        public XmlElement? DocumentElement { get => throw null; }
        public virtual XmlDocumentType? DocumentType { get => throw null; }
        public override string InnerText { set { } }
        public override string InnerXml { get => throw null; set { } }
        public override bool IsReadOnly { get => throw null; }
        public override string LocalName { get => throw null; }
        public override string Name { get => throw null; }
        public XmlNameTable NameTable { get => throw null; }
        public override XmlNodeType NodeType { get => throw null; }
        public override XmlDocument? OwnerDocument { get => throw null; }
        public override XmlNode? ParentNode { get => throw null; }
        public bool PreserveWhitespace { get => throw null; set { } }
        public override XmlNode CloneNode(bool deep) => throw null;
        public XmlAttribute CreateAttribute(string name) => throw null;
        public XmlAttribute CreateAttribute(string qualifiedName, string? namespaceURI) => throw null;
        public virtual XmlAttribute CreateAttribute(string? prefix, string localName, string? namespaceURI) => throw null;
        public virtual XmlCDataSection CreateCDataSection(string? data) => throw null;
        public virtual XmlComment CreateComment(string? data) => throw null;
        public virtual XmlDocumentType CreateDocumentType(string name, string? publicId, string? systemId, string? internalSubset) => throw null;
        public XmlElement CreateElement(string name) => throw null;
        public XmlElement CreateElement(string qualifiedName, string? namespaceURI) => throw null;
        public virtual XmlElement CreateElement(string? prefix, string localName, string? namespaceURI) => throw null;
        public virtual XmlNode CreateNode(string nodeTypeString, string name, string? namespaceURI) => throw null;
        public virtual XmlNode CreateNode(XmlNodeType type, string name, string? namespaceURI) => throw null;
        public virtual XmlNode CreateNode(XmlNodeType type, string? prefix, string name, string? namespaceURI) => throw null;
        public virtual XmlProcessingInstruction CreateProcessingInstruction(string target, string data) => throw null;
        public virtual XmlSignificantWhitespace CreateSignificantWhitespace(string? text) => throw null;
        public virtual XmlText CreateTextNode(string? text) => throw null;
        public virtual XmlWhitespace CreateWhitespace(string? text) => throw null;
        public virtual XmlDeclaration CreateXmlDeclaration(string version, string? encoding, string? standalone) => throw null;
        public virtual XmlElement? GetElementById(string elementId) => throw null;
        public virtual XmlNodeList GetElementsByTagName(string name) => throw null;
        public virtual XmlNodeList GetElementsByTagName(string localName, string namespaceURI) => throw null;
        public virtual XmlNode ImportNode(XmlNode node, bool deep) => throw null;
        public virtual void Load(Stream inStream) { }
        public virtual void Load(TextReader txtReader) { }
        public virtual void Load(string filename) { }
        public virtual void Load(XmlReader reader) { }
        public virtual void LoadXml(string xml) { }
        public virtual XmlNode? ReadNode(XmlReader reader) => throw null;
        public virtual void Save(Stream outStream) { }
        public virtual void Save(TextWriter writer) { }
        public virtual void Save(string filename) { }
        public virtual void Save(XmlWriter w) { }
        public override void WriteContentTo(XmlWriter xw) { }
        public override void WriteTo(XmlWriter w) { }
    }

    public abstract class XmlReader : IDisposable
    {
        protected XmlReader() { }
        public abstract int AttributeCount { get; }
        public abstract string BaseURI { get; }
        public virtual bool CanReadBinaryContent { get => throw null; }
        public virtual bool CanReadValueChunk { get => throw null; }
        public virtual bool CanResolveEntity { get => throw null; }
        public abstract int Depth { get; }
        public abstract bool EOF { get; }
        public virtual bool HasAttributes { get => throw null; }
        public virtual bool HasValue { get => throw null; }
        public virtual bool IsDefault { get => throw null; }
        public abstract bool IsEmptyElement { get; }
        public virtual string this[int i] { get => throw null; }
        public virtual string? this[string name] { get => throw null; }
        public virtual string? this[string name, string? namespaceURI] { get => throw null; }
        public abstract string LocalName { get; }
        public virtual string Name { get => throw null; }
        public abstract string NamespaceURI { get; }
        public abstract XmlNameTable NameTable { get; }
        public abstract XmlNodeType NodeType { get; }
        public abstract string Prefix { get; }
        public virtual char QuoteChar { get => throw null; }
        public abstract ReadState ReadState { get; }
        public virtual XmlReaderSettings? Settings { get => throw null; }
        public abstract string Value { get; }
        public virtual Type ValueType { get => throw null; }
        public virtual string XmlLang { get => throw null; }
        public virtual XmlSpace XmlSpace { get => throw null; }
        public virtual void Close() { }
        public static XmlReader Create(Stream input) => throw null;
        public static XmlReader Create(Stream input, XmlReaderSettings? settings) => throw null;
        public static XmlReader Create(Stream input, XmlReaderSettings? settings, string? baseUri) => throw null;
        public static XmlReader Create(string inputUri) => throw null;
        public static XmlReader Create(string inputUri, XmlReaderSettings? settings) => throw null;
        public static XmlReader Create(TextReader input) => throw null;
        public static XmlReader Create(TextReader input, XmlReaderSettings? settings) => throw null;
        public static XmlReader Create(TextReader input, XmlReaderSettings? settings, string? baseUri) => throw null;
        public static XmlReader Create(XmlReader reader, XmlReaderSettings? settings) => throw null;
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public abstract string GetAttribute(int i);
        public abstract string? GetAttribute(string name);
        public abstract string? GetAttribute(string name, string? namespaceURI);
        public virtual Task<string> GetValueAsync() => throw null;
        public static bool IsName(string str) => throw null;
        public static bool IsNameToken(string str) => throw null;
        public virtual bool IsStartElement() => throw null;
        public virtual bool IsStartElement(string name) => throw null;
        public virtual bool IsStartElement(string localname, string ns) => throw null;
        public abstract string? LookupNamespace(string prefix);
        public virtual void MoveToAttribute(int i) { }
        public abstract bool MoveToAttribute(string name);
        public abstract bool MoveToAttribute(string name, string? ns);
        public virtual XmlNodeType MoveToContent() => throw null;
        public virtual Task<XmlNodeType> MoveToContentAsync() => throw null;
        public abstract bool MoveToElement();
        public abstract bool MoveToFirstAttribute();
        public abstract bool MoveToNextAttribute();
        public abstract bool Read();
        public virtual Task<bool> ReadAsync() => throw null;
        public abstract bool ReadAttributeValue();
        public virtual object ReadContentAs(Type returnType, IXmlNamespaceResolver? namespaceResolver) => throw null;
        public virtual bool ReadContentAsBoolean() => throw null;
        public virtual DateTime ReadContentAsDateTime() => throw null;
        public virtual DateTimeOffset ReadContentAsDateTimeOffset() => throw null;
        public virtual decimal ReadContentAsDecimal() => throw null;
        public virtual double ReadContentAsDouble() => throw null;
        public virtual float ReadContentAsFloat() => throw null;
        public virtual int ReadContentAsInt() => throw null;
        public virtual long ReadContentAsLong() => throw null;
        public virtual object ReadContentAsObject() => throw null;
        public virtual string ReadContentAsString() => throw null;
        public virtual Task<string> ReadContentAsStringAsync() => throw null;
        public virtual bool ReadElementContentAsBoolean() => throw null;
        public virtual int ReadElementContentAsInt() => throw null;
        public virtual object ReadElementContentAsObject() => throw null;
        public virtual string ReadElementContentAsString() => throw null;
        public virtual string ReadElementContentAsString(string localName, string namespaceURI) => throw null;
        public virtual Task<string> ReadElementContentAsStringAsync() => throw null;
        public virtual string ReadElementString() => throw null;
        public virtual string ReadElementString(string name) => throw null;
        public virtual string ReadElementString(string localname, string ns) => throw null;
        public virtual void ReadEndElement() { }
        public virtual string ReadInnerXml() => throw null;
        public virtual Task<string> ReadInnerXmlAsync() => throw null;
        public virtual string ReadOuterXml() => throw null;
        public virtual Task<string> ReadOuterXmlAsync() => throw null;
        public virtual void ReadStartElement() { }
        public virtual void ReadStartElement(string name) { }
        public virtual void ReadStartElement(string localname, string ns) { }
        public virtual string ReadString() => throw null;
        public virtual XmlReader ReadSubtree() => throw null;
        public virtual bool ReadToDescendant(string name) => throw null;
        public virtual bool ReadToDescendant(string localName, string namespaceURI) => throw null;
        public virtual bool ReadToFollowing(string name) => throw null;
        public virtual bool ReadToFollowing(string localName, string namespaceURI) => throw null;
        public virtual bool ReadToNextSibling(string name) => throw null;
        public virtual bool ReadToNextSibling(string localName, string namespaceURI) => throw null;
        public virtual int ReadValueChunk(char[] buffer, int index, int count) => throw null;
        public abstract void ResolveEntity();
        public virtual void Skip() { }
        public virtual Task SkipAsync() => throw null;
    }

    public sealed class XmlReaderSettings
    {
        public XmlReaderSettings() { }
        public bool Async { get => throw null; set { } }
        public bool CheckCharacters { get => throw null; set { } }
        public bool CloseInput { get => throw null; set { } }
        public ConformanceLevel ConformanceLevel { get => throw null; set { } }
        public DtdProcessing DtdProcessing { get => throw null; set { } }
        public bool IgnoreComments { get => throw null; set { } }
        public bool IgnoreProcessingInstructions { get => throw null; set { } }
        public bool IgnoreWhitespace { get => throw null; set { } }
        public int LineNumberOffset { get => throw null; set { } }
        public int LinePositionOffset { get => throw null; set { } }
        public long MaxCharactersFromEntities { get => throw null; set { } }
        public long MaxCharactersInDocument { get => throw null; set { } }
        public XmlNameTable? NameTable { get => throw null; set { } }
        public XmlReaderSettings Clone() => throw null;
        public void Reset() { }
    }

    public abstract class XmlWriter : IDisposable, IAsyncDisposable
    {
        protected XmlWriter() { }
        public virtual XmlWriterSettings? Settings { get => throw null; }
        public abstract WriteState WriteState { get; }
        public virtual string? XmlLang { get => throw null; }
        public virtual XmlSpace XmlSpace { get => throw null; }
        public virtual void Close() { }
        public static XmlWriter Create(Stream output) => throw null;
        public static XmlWriter Create(Stream output, XmlWriterSettings? settings) => throw null;
        public static XmlWriter Create(string outputFileName) => throw null;
        public static XmlWriter Create(string outputFileName, XmlWriterSettings? settings) => throw null;
        public static XmlWriter Create(StringBuilder output) => throw null;
        public static XmlWriter Create(StringBuilder output, XmlWriterSettings? settings) => throw null;
        public static XmlWriter Create(TextWriter output) => throw null;
        public static XmlWriter Create(TextWriter output, XmlWriterSettings? settings) => throw null;
        public static XmlWriter Create(XmlWriter output) => throw null;
        public static XmlWriter Create(XmlWriter output, XmlWriterSettings? settings) => throw null;
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public ValueTask DisposeAsync() => throw null;
        protected virtual ValueTask DisposeAsyncCore() => throw null;
        public abstract void Flush();
        public virtual Task FlushAsync() => throw null;
        public abstract string? LookupPrefix(string ns);
        public virtual void WriteAttributes(XmlReader reader, bool defattr) { }
        public void WriteAttributeString(string localName, string? value) { }
        public void WriteAttributeString(string localName, string? ns, string? value) { }
        public void WriteAttributeString(string? prefix, string localName, string? ns, string? value) { }
        public Task WriteAttributeStringAsync(string? prefix, string localName, string? ns, string? value) => throw null;
        public abstract void WriteBase64(byte[] buffer, int index, int count);
        public virtual void WriteBinHex(byte[] buffer, int index, int count) { }
        public abstract void WriteCData(string? text);
        public virtual Task WriteCDataAsync(string? text) => throw null;
        public abstract void WriteCharEntity(char ch);
        public abstract void WriteChars(char[] buffer, int index, int count);
        public abstract void WriteComment(string? text);
        public virtual Task WriteCommentAsync(string? text) => throw null;
        public abstract void WriteDocType(string name, string? pubid, string? sysid, string? subset);
        public void WriteElementString(string localName, string? value) { }
        public void WriteElementString(string localName, string? ns, string? value) { }
        public void WriteElementString(string? prefix, string localName, string? ns, string? value) { }
        public Task WriteElementStringAsync(string? prefix, string localName, string? ns, string value) => throw null;
        public abstract void WriteEndAttribute();
        public abstract void WriteEndDocument();
        public virtual Task WriteEndDocumentAsync() => throw null;
        public abstract void WriteEndElement();
        public virtual Task WriteEndElementAsync() => throw null;
        public abstract void WriteEntityRef(string name);
        public abstract void WriteFullEndElement();
        public virtual Task WriteFullEndElementAsync() => throw null;
        public virtual void WriteName(string name) { }
        public virtual void WriteNmToken(string name) { }
        public virtual void WriteNode(XmlReader reader, bool defattr) { }
        public virtual Task WriteNodeAsync(XmlReader reader, bool defattr) => throw null;
        public abstract void WriteProcessingInstruction(string name, string? text);
        public virtual void WriteQualifiedName(string localName, string? ns) { }
        public abstract void WriteRaw(char[] buffer, int index, int count);
        public abstract void WriteRaw(string data);
        public virtual Task WriteRawAsync(string data) => throw null;
        public void WriteStartAttribute(string localName) { }
        public void WriteStartAttribute(string localName, string? ns) { }
        public abstract void WriteStartAttribute(string? prefix, string localName, string? ns);
        public abstract void WriteStartDocument();
        public abstract void WriteStartDocument(bool standalone);
        public virtual Task WriteStartDocumentAsync() => throw null;
        public virtual Task WriteStartDocumentAsync(bool standalone) => throw null;
        public void WriteStartElement(string localName) { }
        public void WriteStartElement(string localName, string? ns) { }
        public abstract void WriteStartElement(string? prefix, string localName, string? ns);
        public virtual Task WriteStartElementAsync(string? prefix, string localName, string? ns) => throw null;
        public abstract void WriteString(string? text);
        public virtual Task WriteStringAsync(string? text) => throw null;
        public abstract void WriteSurrogateCharEntity(char lowChar, char highChar);
        public virtual void WriteValue(bool value) { }
        public virtual void WriteValue(DateTime value) { }
        public virtual void WriteValue(DateTimeOffset value) { }
        public virtual void WriteValue(decimal value) { }
        public virtual void WriteValue(double value) { }
        public virtual void WriteValue(int value) { }
        public virtual void WriteValue(long value) { }
        public virtual void WriteValue(object value) { }
        public virtual void WriteValue(float value) { }
        public virtual void WriteValue(string? value) { }
        public abstract void WriteWhitespace(string? ws);
    }

    public sealed class XmlWriterSettings
    {
        public XmlWriterSettings() { }
        public bool Async { get => throw null; set { } }
        public bool CheckCharacters { get => throw null; set { } }
        public bool CloseOutput { get => throw null; set { } }
        public ConformanceLevel ConformanceLevel { get => throw null; set { } }
        public bool DoNotEscapeUriAttributes { get => throw null; set { } }
        public Encoding Encoding { get => throw null; set { } }
        public bool Indent { get => throw null; set { } }
        public string IndentChars { get => throw null; set { } }
        public NamespaceHandling NamespaceHandling { get => throw null; set { } }
        public string NewLineChars { get => throw null; set { } }
        public NewLineHandling NewLineHandling { get => throw null; set { } }
        public bool NewLineOnAttributes { get => throw null; set { } }
        public bool OmitXmlDeclaration { get => throw null; set { } }
        public XmlOutputMethod OutputMethod { get => throw null; }
        public bool WriteEndDocumentOnClose { get => throw null; set { } }
        public XmlWriterSettings Clone() => throw null;
        public void Reset() { }
    }
}

namespace System.Xml.Schema
{
    public abstract class XmlSchemaObject
    {
        protected XmlSchemaObject() { }
        public int LineNumber { get => throw null; set { } }
        public int LinePosition { get => throw null; set { } }
        public XmlSchemaObject? Parent { get => throw null; set { } }
        public string? SourceUri { get => throw null; set { } }
    }

    public class XmlSchema : XmlSchemaObject
    {
        public const string InstanceNamespace = "http://www.w3.org/2001/XMLSchema-instance";
        public const string Namespace = "http://www.w3.org/2001/XMLSchema";
        public XmlSchema() { }
        public string? Id { get => throw null; set { } }
        public bool IsCompiled { get => throw null; }
        public string? TargetNamespace { get => throw null; set { } }
        public string? Version { get => throw null; set { } }
        public void Write(Stream stream) { }
        public void Write(TextWriter writer) { }
        public void Write(XmlWriter writer) { }
    }
}

namespace System.Xml.Serialization
{
    public interface IXmlSerializable
    {
        XmlSchema? GetSchema();
        void ReadXml(XmlReader reader);
        void WriteXml(XmlWriter writer);
    }

    public class XmlSerializerNamespaces
    {
        public XmlSerializerNamespaces() { }
        public XmlSerializerNamespaces(XmlQualifiedName[] namespaces) { }
        public XmlSerializerNamespaces(XmlSerializerNamespaces namespaces) { }
        public int Count { get => throw null; }
        public void Add(string? prefix, string? ns) { }
        public XmlQualifiedName[] ToArray() => throw null;
    }

    public class XmlSerializer
    {
        protected XmlSerializer() { }
        public XmlSerializer(Type type) { }
        public XmlSerializer(Type type, string? defaultNamespace) { }
        public XmlSerializer(Type type, Type[]? extraTypes) { }
        public XmlSerializer(Type type, XmlRootAttribute? root) { }
        public virtual bool CanDeserialize(XmlReader xmlReader) => throw null;
        public object? Deserialize(Stream stream) => throw null;
        public object? Deserialize(TextReader textReader) => throw null;
        public object? Deserialize(XmlReader xmlReader) => throw null;
        public object? Deserialize(XmlReader xmlReader, string? encodingStyle) => throw null;
        public static XmlSerializer[] FromTypes(Type[]? types) => throw null;
        public void Serialize(Stream stream, object? o) { }
        public void Serialize(Stream stream, object? o, XmlSerializerNamespaces? namespaces) { }
        public void Serialize(TextWriter textWriter, object? o) { }
        public void Serialize(TextWriter textWriter, object? o, XmlSerializerNamespaces? namespaces) { }
        public void Serialize(XmlWriter xmlWriter, object? o) { }
        public void Serialize(XmlWriter xmlWriter, object? o, XmlSerializerNamespaces? namespaces) { }
    }

    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Parameter | AttributeTargets.Property | AttributeTargets.ReturnValue)]
    public class XmlAttributeAttribute : Attribute
    {
        public XmlAttributeAttribute() { }
        public XmlAttributeAttribute(string? attributeName) { }
        public XmlAttributeAttribute(string? attributeName, Type? type) { }
        public XmlAttributeAttribute(Type? type) { }
        public string AttributeName { get => throw null; set { } }
        public string? DataType { get => throw null; set { } }
        public string? Namespace { get => throw null; set { } }
        public Type? Type { get => throw null; set { } }
    }

    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Parameter | AttributeTargets.Property | AttributeTargets.ReturnValue, AllowMultiple = true)]
    public class XmlElementAttribute : Attribute
    {
        public XmlElementAttribute() { }
        public XmlElementAttribute(string? elementName) { }
        public XmlElementAttribute(string? elementName, Type? type) { }
        public XmlElementAttribute(Type? type) { }
        public string? DataType { get => throw null; set { } }
        public string ElementName { get => throw null; set { } }
        public bool IsNullable { get => throw null; set { } }
        public string? Namespace { get => throw null; set { } }
        public int Order { get => throw null; set { } }
        public Type? Type { get => throw null; set { } }
    }

    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Parameter | AttributeTargets.Property | AttributeTargets.ReturnValue, AllowMultiple = false)]
    public class XmlArrayAttribute : Attribute
    {
        public XmlArrayAttribute() { }
        public XmlArrayAttribute(string? elementName) { }
        public string ElementName { get => throw null; set { } }
        public bool IsNullable { get => throw null; set { } }
        public string? Namespace { get => throw null; set { } }
        public int Order { get => throw null; set { } }
    }

    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Parameter | AttributeTargets.Property | AttributeTargets.ReturnValue, AllowMultiple = true)]
    public class XmlArrayItemAttribute : Attribute
    {
        public XmlArrayItemAttribute() { }
        public XmlArrayItemAttribute(string? elementName) { }
        public XmlArrayItemAttribute(string? elementName, Type? type) { }
        public XmlArrayItemAttribute(Type? type) { }
        public string? DataType { get => throw null; set { } }
        public string ElementName { get => throw null; set { } }
        public bool IsNullable { get => throw null; set { } }
        public string? Namespace { get => throw null; set { } }
        public int NestingLevel { get => throw null; set { } }
        public Type? Type { get => throw null; set { } }
    }

    [AttributeUsage(AttributeTargets.Field)]
    public class XmlEnumAttribute : Attribute
    {
        public XmlEnumAttribute() { }
        public XmlEnumAttribute(string? name) { }
        public string? Name { get => throw null; set { } }
    }

    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Parameter | AttributeTargets.Property | AttributeTargets.ReturnValue)]
    public class XmlIgnoreAttribute : Attribute
    {
        public XmlIgnoreAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Enum | AttributeTargets.Interface | AttributeTargets.Method | AttributeTargets.Struct, AllowMultiple = true)]
    public class XmlIncludeAttribute : Attribute
    {
        public XmlIncludeAttribute(Type? type) { }
        public Type? Type { get => throw null; set { } }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Enum | AttributeTargets.Interface | AttributeTargets.ReturnValue | AttributeTargets.Struct)]
    public class XmlRootAttribute : Attribute
    {
        public XmlRootAttribute() { }
        public XmlRootAttribute(string elementName) { }
        public string? DataType { get => throw null; set { } }
        public string ElementName { get => throw null; set { } }
        public bool IsNullable { get => throw null; set { } }
        public string? Namespace { get => throw null; set { } }
    }

    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Parameter | AttributeTargets.Property | AttributeTargets.ReturnValue)]
    public class XmlTextAttribute : Attribute
    {
        public XmlTextAttribute() { }
        public XmlTextAttribute(Type? type) { }
        public string DataType { get => throw null; set { } }
        public Type? Type { get => throw null; set { } }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Enum | AttributeTargets.Interface | AttributeTargets.Struct)]
    public class XmlTypeAttribute : Attribute
    {
        public XmlTypeAttribute() { }
        public XmlTypeAttribute(string? typeName) { }
        public bool AnonymousType { get => throw null; set { } }
        public bool IncludeInSchema { get => throw null; set { } }
        public string? Namespace { get => throw null; set { } }
        public string TypeName { get => throw null; set { } }
    }
}
