// Core library model: System.Data (the ADO.NET interfaces and enums, DataTable, DataColumn, DataRow, DataSet) and System.Data.Common (DbConnection, DbCommand, DbDataReader, DbParameter, DbTransaction, DbProviderFactory, DbException).
using System.Collections;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.ComponentModel;
using System.Data.Common;
using System.Diagnostics.CodeAnalysis;
using System.Globalization;
using System.IO;
using System.Runtime.InteropServices;
using System.Runtime.Serialization;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using System.Xml;
using System.Xml.Schema;
using System.Xml.Serialization;

namespace System
{
    public sealed class DBNull : ISerializable
    {
        internal DBNull() { }
        public static readonly DBNull Value;
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        public void GetObjectData(SerializationInfo info, StreamingContext context) { }
        public TypeCode GetTypeCode() => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
    }
}

namespace System.Data
{
    [Flags]
    public enum CommandBehavior
    {
        Default = 0,
        SingleResult = 1,
        SchemaOnly = 2,
        KeyInfo = 4,
        SingleRow = 8,
        SequentialAccess = 16,
        CloseConnection = 32,
    }

    public enum CommandType
    {
        Text = 1,
        StoredProcedure = 4,
        TableDirect = 512,
    }

    [Flags]
    public enum ConnectionState
    {
        Closed = 0,
        Open = 1,
        Connecting = 2,
        Executing = 4,
        Fetching = 8,
        Broken = 16,
    }

    public enum DbType
    {
        AnsiString = 0,
        Binary = 1,
        Byte = 2,
        Boolean = 3,
        Currency = 4,
        Date = 5,
        DateTime = 6,
        Decimal = 7,
        Double = 8,
        Guid = 9,
        Int16 = 10,
        Int32 = 11,
        Int64 = 12,
        Object = 13,
        SByte = 14,
        Single = 15,
        String = 16,
        Time = 17,
        UInt16 = 18,
        UInt32 = 19,
        UInt64 = 20,
        VarNumeric = 21,
        AnsiStringFixedLength = 22,
        StringFixedLength = 23,
        Xml = 25,
        DateTime2 = 26,
        DateTimeOffset = 27,
    }

    public enum IsolationLevel
    {
        Unspecified = -1,
        Chaos = 16,
        ReadUncommitted = 256,
        ReadCommitted = 4096,
        RepeatableRead = 65536,
        Serializable = 1048576,
        Snapshot = 16777216,
    }

    public enum ParameterDirection
    {
        Input = 1,
        Output = 2,
        InputOutput = 3,
        ReturnValue = 6,
    }

    public enum UpdateRowSource
    {
        None = 0,
        OutputParameters = 1,
        FirstReturnedRecord = 2,
        Both = 3,
    }

    public enum SqlDbType
    {
        BigInt = 0,
        Binary = 1,
        Bit = 2,
        Char = 3,
        DateTime = 4,
        Decimal = 5,
        Float = 6,
        Image = 7,
        Int = 8,
        Money = 9,
        NChar = 10,
        NText = 11,
        NVarChar = 12,
        Real = 13,
        UniqueIdentifier = 14,
        SmallDateTime = 15,
        SmallInt = 16,
        SmallMoney = 17,
        Text = 18,
        Timestamp = 19,
        TinyInt = 20,
        VarBinary = 21,
        VarChar = 22,
        Variant = 23,
        Xml = 25,
        Udt = 29,
        Structured = 30,
        Date = 31,
        Time = 32,
        DateTime2 = 33,
        DateTimeOffset = 34,
    }

    [Flags]
    public enum DataRowState
    {
        Detached = 1,
        Unchanged = 2,
        Added = 4,
        Deleted = 8,
        Modified = 16,
    }

    public enum DataRowVersion
    {
        Original = 256,
        Current = 512,
        Proposed = 1024,
        Default = 1536,
    }

    public enum LoadOption
    {
        OverwriteChanges = 1,
        PreserveChanges = 2,
        Upsert = 3,
    }

    public enum MappingType
    {
        Element = 1,
        Attribute = 2,
        SimpleContent = 3,
        Hidden = 4,
    }

    public enum MissingSchemaAction
    {
        Add = 1,
        Ignore = 2,
        Error = 3,
        AddWithKey = 4,
    }

    public enum SerializationFormat
    {
        Xml = 0,
        Binary = 1,
    }

    public enum XmlReadMode
    {
        Auto = 0,
        ReadSchema = 1,
        IgnoreSchema = 2,
        InferSchema = 3,
        DiffGram = 4,
        Fragment = 5,
        InferTypedSchema = 6,
    }

    public enum XmlWriteMode
    {
        WriteSchema = 0,
        IgnoreSchema = 1,
        DiffGram = 2,
    }

    public interface IDataParameter
    {
        DbType DbType { get; set; }
        ParameterDirection Direction { get; set; }
        bool IsNullable { get; }
        [AllowNull]
        string ParameterName { get; set; }
        [AllowNull]
        string SourceColumn { get; set; }
        DataRowVersion SourceVersion { get; set; }
        object? Value { get; set; }
    }

    public interface IDbDataParameter : IDataParameter
    {
        byte Precision { get; set; }
        byte Scale { get; set; }
        int Size { get; set; }
    }

    public interface IDataParameterCollection : IList, ICollection, IEnumerable
    {
        object this[string parameterName] { get; set; }
        bool Contains(string parameterName);
        int IndexOf(string parameterName);
        void RemoveAt(string parameterName);
    }

    public interface IDataRecord
    {
        int FieldCount { get; }
        object this[int i] { get; }
        object this[string name] { get; }
        bool GetBoolean(int i);
        byte GetByte(int i);
        long GetBytes(int i, long fieldOffset, byte[]? buffer, int bufferoffset, int length);
        char GetChar(int i);
        long GetChars(int i, long fieldoffset, char[]? buffer, int bufferoffset, int length);
        IDataReader GetData(int i);
        string GetDataTypeName(int i);
        DateTime GetDateTime(int i);
        decimal GetDecimal(int i);
        double GetDouble(int i);
        [return: DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicFields | DynamicallyAccessedMemberTypes.PublicProperties)]
        Type GetFieldType(int i);
        float GetFloat(int i);
        Guid GetGuid(int i);
        short GetInt16(int i);
        int GetInt32(int i);
        long GetInt64(int i);
        string GetName(int i);
        int GetOrdinal(string name);
        string GetString(int i);
        object GetValue(int i);
        int GetValues(object[] values);
        bool IsDBNull(int i);
    }

    public interface IDataReader : IDataRecord, IDisposable
    {
        int Depth { get; }
        bool IsClosed { get; }
        int RecordsAffected { get; }
        void Close();
        DataTable? GetSchemaTable();
        bool NextResult();
        bool Read();
    }

    public interface IDbCommand : IDisposable
    {
        [AllowNull]
        string CommandText { get; set; }
        int CommandTimeout { get; set; }
        CommandType CommandType { get; set; }
        IDbConnection? Connection { get; set; }
        IDataParameterCollection Parameters { get; }
        IDbTransaction? Transaction { get; set; }
        UpdateRowSource UpdatedRowSource { get; set; }
        void Cancel();
        IDbDataParameter CreateParameter();
        int ExecuteNonQuery();
        IDataReader ExecuteReader();
        IDataReader ExecuteReader(CommandBehavior behavior);
        object? ExecuteScalar();
        void Prepare();
    }

    public interface IDbConnection : IDisposable
    {
        [AllowNull]
        string ConnectionString { get; set; }
        int ConnectionTimeout { get; }
        string Database { get; }
        ConnectionState State { get; }
        IDbTransaction BeginTransaction();
        IDbTransaction BeginTransaction(IsolationLevel il);
        void ChangeDatabase(string databaseName);
        void Close();
        IDbCommand CreateCommand();
        void Open();
    }

    public interface IDbTransaction : IDisposable
    {
        IDbConnection? Connection { get; }
        IsolationLevel IsolationLevel { get; }
        void Commit();
        void Rollback();
    }

    public sealed class StateChangeEventArgs : EventArgs
    {
        public StateChangeEventArgs(ConnectionState originalState, ConnectionState currentState) { }
        public ConnectionState CurrentState { get => throw null; }
        public ConnectionState OriginalState { get => throw null; }
    }

    public delegate void StateChangeEventHandler(object sender, StateChangeEventArgs e);

    public class DataException : SystemException
    {
        public DataException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected DataException(SerializationInfo info, StreamingContext context) { }
        public DataException(string? s) { }
        public DataException(string? s, Exception? innerException) { }
    }

    public class PropertyCollection : Hashtable, ICloneable
    {
        public PropertyCollection() { }
        public override object Clone() => throw null;
    }

    public class InternalDataCollectionBase : ICollection, IEnumerable
    {
        public InternalDataCollectionBase() { }
        [Browsable(false)]
        public virtual int Count { get => throw null; }
        [Browsable(false)]
        public bool IsReadOnly { get => throw null; }
        [Browsable(false)]
        public bool IsSynchronized { get => throw null; }
        protected virtual ArrayList List { get => throw null; }
        [Browsable(false)]
        public object SyncRoot { get => throw null; }
        public virtual void CopyTo(Array ar, int index) { }
        public virtual IEnumerator GetEnumerator() => throw null;
    }

    public class DataColumn : MarshalByValueComponent
    {
        public DataColumn() { }
        public DataColumn(string? columnName) { }
        public DataColumn(string? columnName, Type dataType) { }
        public DataColumn(string? columnName, Type dataType, string? expr) { }
        public DataColumn(string? columnName, Type dataType, string? expr, MappingType type) { }
        [DefaultValue(true)]
        public bool AllowDBNull { get => throw null; set { } }
        [DefaultValue(false)]
        public bool AutoIncrement { get => throw null; set { } }
        [DefaultValue((long)0)]
        public long AutoIncrementSeed { get => throw null; set { } }
        [DefaultValue((long)1)]
        public long AutoIncrementStep { get => throw null; set { } }
        public string Caption { get => throw null; set { } }
        [DefaultValue(MappingType.Element)]
        public virtual MappingType ColumnMapping { get => throw null; set { } }
        [DefaultValue("")]
        public string ColumnName { get => throw null; set { } }
        public Type DataType { get => throw null; set { } }
        public object DefaultValue { get => throw null; set { } }
        [DefaultValue("")]
        public string Expression { get => throw null; set { } }
        [Browsable(false)]
        public PropertyCollection ExtendedProperties { get => throw null; }
        [DefaultValue(-1)]
        public int MaxLength { get => throw null; set { } }
        public string Namespace { get => throw null; set { } }
        [Browsable(false)]
        public int Ordinal { get => throw null; }
        [DefaultValue("")]
        public string Prefix { get => throw null; set { } }
        [DefaultValue(false)]
        public bool ReadOnly { get => throw null; set { } }
        [Browsable(false)]
        public DataTable? Table { get => throw null; }
        [DefaultValue(false)]
        public bool Unique { get => throw null; set { } }
        protected void CheckUnique() { }
        protected virtual void OnPropertyChanging(PropertyChangedEventArgs pcevent) { }
        public void SetOrdinal(int ordinal) { }
        public override string ToString() => throw null;
    }

    public sealed class DataColumnCollection : InternalDataCollectionBase
    {
        internal DataColumnCollection() { }
        public DataColumn this[int index] { get => throw null; }
        public DataColumn? this[string name] { get => throw null; }
        protected override ArrayList List { get => throw null; }
        public DataColumn Add() => throw null;
        public void Add(DataColumn column) { }
        public DataColumn Add(string? columnName) => throw null;
        public DataColumn Add(string? columnName, Type type) => throw null;
        public DataColumn Add(string? columnName, Type type, string expression) => throw null;
        public void AddRange(DataColumn[] columns) { }
        public bool CanRemove(DataColumn? column) => throw null;
        public void Clear() { }
        public bool Contains(string name) => throw null;
        public void CopyTo(DataColumn[] array, int index) { }
        public int IndexOf(DataColumn? column) => throw null;
        public int IndexOf(string? columnName) => throw null;
        public void Remove(DataColumn column) { }
        public void Remove(string name) { }
        public void RemoveAt(int index) { }
    }

    public sealed class DataRowBuilder
    {
        internal DataRowBuilder() { }
    }

    public class DataRow
    {
        protected internal DataRow(DataRowBuilder builder) { }
        public bool HasErrors { get => throw null; }
        public object this[DataColumn column] { get => throw null; set { } }
        public object this[DataColumn column, DataRowVersion version] { get => throw null; }
        public object this[int columnIndex] { get => throw null; set { } }
        public object this[int columnIndex, DataRowVersion version] { get => throw null; }
        public object this[string columnName] { get => throw null; set { } }
        public object this[string columnName, DataRowVersion version] { get => throw null; }
        public object?[] ItemArray { get => throw null; set { } }
        public string RowError { get => throw null; set { } }
        public DataRowState RowState { get => throw null; }
        public DataTable Table { get => throw null; }
        public void AcceptChanges() { }
        public void BeginEdit() { }
        public void CancelEdit() { }
        public void ClearErrors() { }
        public void Delete() { }
        public void EndEdit() { }
        public string GetColumnError(DataColumn column) => throw null;
        public string GetColumnError(int columnIndex) => throw null;
        public string GetColumnError(string columnName) => throw null;
        public DataColumn[] GetColumnsInError() => throw null;
        public bool HasVersion(DataRowVersion version) => throw null;
        public bool IsNull(DataColumn column) => throw null;
        public bool IsNull(DataColumn column, DataRowVersion version) => throw null;
        public bool IsNull(int columnIndex) => throw null;
        public bool IsNull(string columnName) => throw null;
        public void RejectChanges() { }
        public void SetAdded() { }
        public void SetColumnError(DataColumn column, string? error) { }
        public void SetColumnError(int columnIndex, string? error) { }
        public void SetColumnError(string columnName, string? error) { }
        public void SetModified() { }
        protected void SetNull(DataColumn column) { }
    }

    public sealed class DataRowCollection : InternalDataCollectionBase
    {
        internal DataRowCollection() { }
        public override int Count { get => throw null; }
        public DataRow this[int index] { get => throw null; }
        public void Add(DataRow row) { }
        public DataRow Add(params object?[] values) => throw null;
        public void Clear() { }
        public bool Contains(object? key) => throw null;
        public bool Contains(object?[] keys) => throw null;
        public override void CopyTo(Array ar, int index) { }
        public void CopyTo(DataRow[] array, int index) { }
        public DataRow? Find(object? key) => throw null;
        public DataRow? Find(object?[] keys) => throw null;
        public override IEnumerator GetEnumerator() => throw null;
        public int IndexOf(DataRow? row) => throw null;
        public void InsertAt(DataRow row, int pos) { }
        public void Remove(DataRow row) { }
        public void RemoveAt(int index) { }
    }

    public class DataColumnChangeEventArgs : EventArgs
    {
        public DataColumnChangeEventArgs(DataRow row, DataColumn? column, object? value) { }
        public DataColumn? Column { get => throw null; }
        public object? ProposedValue { get => throw null; set { } }
        public DataRow Row { get => throw null; }
    }

    public delegate void DataColumnChangeEventHandler(object sender, DataColumnChangeEventArgs e);

    [Flags]
    public enum DataRowAction
    {
        Nothing = 0,
        Delete = 1,
        Change = 2,
        Rollback = 4,
        Commit = 8,
        Add = 16,
        ChangeOriginal = 32,
        ChangeCurrentAndOriginal = 64,
    }

    public class DataRowChangeEventArgs : EventArgs
    {
        public DataRowChangeEventArgs(DataRow row, DataRowAction action) { }
        public DataRowAction Action { get => throw null; }
        public DataRow Row { get => throw null; }
    }

    public delegate void DataRowChangeEventHandler(object sender, DataRowChangeEventArgs e);

    public class DataTable : MarshalByValueComponent, IListSource, ISupportInitializeNotification, ISupportInitialize, ISerializable, IXmlSerializable
    {
        public DataTable() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected DataTable(SerializationInfo info, StreamingContext context) { }
        public DataTable(string? tableName) { }
        public DataTable(string? tableName, string? tableNamespace) { }
        public bool CaseSensitive { get => throw null; set { } }
        public DataColumnCollection Columns { get => throw null; }
        [Browsable(false)]
        public DataSet? DataSet { get => throw null; }
        [DefaultValue("")]
        public string DisplayExpression { get => throw null; set { } }
        [Browsable(false)]
        public PropertyCollection ExtendedProperties { get => throw null; }
        [Browsable(false)]
        public bool HasErrors { get => throw null; }
        [Browsable(false)]
        public bool IsInitialized { get => throw null; }
        public CultureInfo Locale { get => throw null; set { } }
        [DefaultValue(50)]
        public int MinimumCapacity { get => throw null; set { } }
        public string Namespace { get => throw null; set { } }
        [DefaultValue("")]
        public string Prefix { get => throw null; set { } }
        public DataColumn[] PrimaryKey { get => throw null; set { } }
        [DefaultValue(SerializationFormat.Xml)]
        public SerializationFormat RemotingFormat { get => throw null; set { } }
        [Browsable(false)]
        public DataRowCollection Rows { get => throw null; }
        bool IListSource.ContainsListCollection { get => throw null; }
        [DefaultValue("")]
        public string TableName { get => throw null; set { } }
        public event DataColumnChangeEventHandler? ColumnChanged;
        public event DataColumnChangeEventHandler? ColumnChanging;
        public event EventHandler? Initialized;
        public event DataRowChangeEventHandler? RowChanged;
        public event DataRowChangeEventHandler? RowChanging;
        public event DataRowChangeEventHandler? RowDeleted;
        public event DataRowChangeEventHandler? RowDeleting;
        public void AcceptChanges() { }
        public virtual void BeginInit() { }
        public void BeginLoadData() { }
        public void Clear() { }
        public virtual DataTable Clone() => throw null;
        public object Compute(string? expression, string? filter) => throw null;
        public DataTable Copy() => throw null;
        public DataTableReader CreateDataReader() => throw null;
        protected virtual DataTable CreateInstance() => throw null;
        public virtual void EndInit() { }
        public void EndLoadData() { }
        public DataTable? GetChanges() => throw null;
        public DataTable? GetChanges(DataRowState rowStates) => throw null;
        public DataRow[] GetErrors() => throw null;
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        public virtual void GetObjectData(SerializationInfo info, StreamingContext context) { }
        protected virtual Type GetRowType() => throw null;
        protected virtual XmlSchema? GetSchema() => throw null;
        public void ImportRow(DataRow? row) { }
        public void Load(IDataReader reader) { }
        public void Load(IDataReader reader, LoadOption loadOption) { }
        public DataRow LoadDataRow(object?[] values, bool fAcceptChanges) => throw null;
        public DataRow LoadDataRow(object?[] values, LoadOption loadOption) => throw null;
        public void Merge(DataTable table) { }
        public void Merge(DataTable table, bool preserveChanges) { }
        public void Merge(DataTable table, bool preserveChanges, MissingSchemaAction missingSchemaAction) { }
        public DataRow NewRow() => throw null;
        protected internal DataRow[] NewRowArray(int size) => throw null;
        protected virtual DataRow NewRowFromBuilder(DataRowBuilder builder) => throw null;
        protected internal virtual void OnColumnChanged(DataColumnChangeEventArgs e) { }
        protected internal virtual void OnColumnChanging(DataColumnChangeEventArgs e) { }
        protected virtual void OnPropertyChanging(PropertyChangedEventArgs pcevent) { }
        protected virtual void OnRemoveColumn(DataColumn column) { }
        protected virtual void OnRowChanged(DataRowChangeEventArgs e) { }
        protected virtual void OnRowChanging(DataRowChangeEventArgs e) { }
        protected virtual void OnRowDeleted(DataRowChangeEventArgs e) { }
        protected virtual void OnRowDeleting(DataRowChangeEventArgs e) { }
        public XmlReadMode ReadXml(Stream? stream) => throw null;
        public XmlReadMode ReadXml(TextReader? reader) => throw null;
        public XmlReadMode ReadXml(string fileName) => throw null;
        public XmlReadMode ReadXml(XmlReader? reader) => throw null;
        public void ReadXmlSchema(Stream? stream) { }
        public void ReadXmlSchema(TextReader? reader) { }
        public void ReadXmlSchema(string fileName) { }
        public void ReadXmlSchema(XmlReader? reader) { }
        public void RejectChanges() { }
        public virtual void Reset() { }
        public DataRow[] Select() => throw null;
        public DataRow[] Select(string? filterExpression) => throw null;
        public DataRow[] Select(string? filterExpression, string? sort) => throw null;
        IList IListSource.GetList() => throw null;
        XmlSchema? IXmlSerializable.GetSchema() => throw null;
        void IXmlSerializable.ReadXml(XmlReader reader) { }
        void IXmlSerializable.WriteXml(XmlWriter writer) { }
        public override string ToString() => throw null;
        public void WriteXml(Stream? stream) { }
        public void WriteXml(Stream? stream, bool writeHierarchy) { }
        public void WriteXml(Stream? stream, XmlWriteMode mode) { }
        public void WriteXml(Stream? stream, XmlWriteMode mode, bool writeHierarchy) { }
        public void WriteXml(TextWriter? writer) { }
        public void WriteXml(TextWriter? writer, bool writeHierarchy) { }
        public void WriteXml(TextWriter? writer, XmlWriteMode mode) { }
        public void WriteXml(TextWriter? writer, XmlWriteMode mode, bool writeHierarchy) { }
        public void WriteXml(string fileName) { }
        public void WriteXml(string fileName, bool writeHierarchy) { }
        public void WriteXml(string fileName, XmlWriteMode mode) { }
        public void WriteXml(string fileName, XmlWriteMode mode, bool writeHierarchy) { }
        public void WriteXml(XmlWriter? writer) { }
        public void WriteXml(XmlWriter? writer, bool writeHierarchy) { }
        public void WriteXml(XmlWriter? writer, XmlWriteMode mode) { }
        public void WriteXml(XmlWriter? writer, XmlWriteMode mode, bool writeHierarchy) { }
        public void WriteXmlSchema(Stream? stream) { }
        public void WriteXmlSchema(TextWriter? writer) { }
        public void WriteXmlSchema(string fileName) { }
        public void WriteXmlSchema(XmlWriter? writer) { }
    }

    public sealed class DataTableCollection : InternalDataCollectionBase
    {
        internal DataTableCollection() { }
        public DataTable this[int index] { get => throw null; }
        public DataTable? this[string? name] { get => throw null; }
        public DataTable? this[string? name, string tableNamespace] { get => throw null; }
        protected override ArrayList List { get => throw null; }
        public DataTable Add() => throw null;
        public void Add(DataTable table) { }
        public DataTable Add(string? name) => throw null;
        public DataTable Add(string? name, string? tableNamespace) => throw null;
        public void AddRange(DataTable?[]? tables) { }
        public bool CanRemove(DataTable? table) => throw null;
        public void Clear() { }
        public bool Contains(string? name) => throw null;
        public bool Contains(string name, string tableNamespace) => throw null;
        public void CopyTo(DataTable[] array, int index) { }
        public int IndexOf(DataTable? table) => throw null;
        public int IndexOf(string? tableName) => throw null;
        public int IndexOf(string tableName, string tableNamespace) => throw null;
        public void Remove(DataTable table) { }
        public void Remove(string name) { }
        public void Remove(string name, string tableNamespace) { }
        public void RemoveAt(int index) { }
    }

    public class DataSet : MarshalByValueComponent, IListSource, ISupportInitializeNotification, ISupportInitialize, ISerializable, IXmlSerializable
    {
        public DataSet() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected DataSet(SerializationInfo info, StreamingContext context) { }
        public DataSet(string dataSetName) { }
        [DefaultValue(false)]
        public bool CaseSensitive { get => throw null; set { } }
        [DefaultValue("")]
        public string DataSetName { get => throw null; set { } }
        [DefaultValue(true)]
        public bool EnforceConstraints { get => throw null; set { } }
        [Browsable(false)]
        public PropertyCollection ExtendedProperties { get => throw null; }
        [Browsable(false)]
        public bool HasErrors { get => throw null; }
        [Browsable(false)]
        public bool IsInitialized { get => throw null; }
        public CultureInfo Locale { get => throw null; set { } }
        [DefaultValue("")]
        public string Namespace { get => throw null; set { } }
        [DefaultValue("")]
        public string Prefix { get => throw null; set { } }
        [DefaultValue(SerializationFormat.Xml)]
        public SerializationFormat RemotingFormat { get => throw null; set { } }
        bool IListSource.ContainsListCollection { get => throw null; }
        public DataTableCollection Tables { get => throw null; }
        public event EventHandler? Initialized;
        public void AcceptChanges() { }
        public void BeginInit() { }
        public void Clear() { }
        public virtual DataSet Clone() => throw null;
        public DataSet Copy() => throw null;
        public DataTableReader CreateDataReader() => throw null;
        public DataTableReader CreateDataReader(params DataTable[] dataTables) => throw null;
        public void EndInit() { }
        public DataSet? GetChanges() => throw null;
        public DataSet? GetChanges(DataRowState rowStates) => throw null;
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        public virtual void GetObjectData(SerializationInfo info, StreamingContext context) { }
        protected virtual XmlSchema? GetSchemaSerializable() => throw null;
        public string GetXml() => throw null;
        public string GetXmlSchema() => throw null;
        public bool HasChanges() => throw null;
        public bool HasChanges(DataRowState rowStates) => throw null;
        protected virtual void InitializeDerivedDataSet() { }
        public void Load(IDataReader reader, LoadOption loadOption, params DataTable[] tables) { }
        public void Load(IDataReader reader, LoadOption loadOption, params string[] tables) { }
        public void Merge(DataRow[] rows) { }
        public void Merge(DataRow[] rows, bool preserveChanges, MissingSchemaAction missingSchemaAction) { }
        public void Merge(DataSet dataSet) { }
        public void Merge(DataSet dataSet, bool preserveChanges) { }
        public void Merge(DataSet dataSet, bool preserveChanges, MissingSchemaAction missingSchemaAction) { }
        public void Merge(DataTable table) { }
        public void Merge(DataTable table, bool preserveChanges, MissingSchemaAction missingSchemaAction) { }
        protected virtual void OnPropertyChanging(PropertyChangedEventArgs pcevent) { }
        protected internal virtual void OnRemoveTable(DataTable table) { }
        public XmlReadMode ReadXml(Stream? stream) => throw null;
        public XmlReadMode ReadXml(Stream? stream, XmlReadMode mode) => throw null;
        public XmlReadMode ReadXml(TextReader? reader) => throw null;
        public XmlReadMode ReadXml(TextReader? reader, XmlReadMode mode) => throw null;
        public XmlReadMode ReadXml(string fileName) => throw null;
        public XmlReadMode ReadXml(string fileName, XmlReadMode mode) => throw null;
        public XmlReadMode ReadXml(XmlReader? reader) => throw null;
        public XmlReadMode ReadXml(XmlReader? reader, XmlReadMode mode) => throw null;
        public void ReadXmlSchema(Stream? stream) { }
        public void ReadXmlSchema(TextReader? reader) { }
        public void ReadXmlSchema(string fileName) { }
        public void ReadXmlSchema(XmlReader? reader) { }
        protected virtual void ReadXmlSerializable(XmlReader reader) { }
        public virtual void RejectChanges() { }
        public virtual void Reset() { }
        protected virtual bool ShouldSerializeRelations() => throw null;
        protected virtual bool ShouldSerializeTables() => throw null;
        IList IListSource.GetList() => throw null;
        XmlSchema? IXmlSerializable.GetSchema() => throw null;
        void IXmlSerializable.ReadXml(XmlReader reader) { }
        void IXmlSerializable.WriteXml(XmlWriter writer) { }
        public void WriteXml(Stream? stream) { }
        public void WriteXml(Stream? stream, XmlWriteMode mode) { }
        public void WriteXml(TextWriter? writer) { }
        public void WriteXml(TextWriter? writer, XmlWriteMode mode) { }
        public void WriteXml(string fileName) { }
        public void WriteXml(string fileName, XmlWriteMode mode) { }
        public void WriteXml(XmlWriter? writer) { }
        public void WriteXml(XmlWriter? writer, XmlWriteMode mode) { }
        public void WriteXmlSchema(Stream? stream) { }
        public void WriteXmlSchema(TextWriter? writer) { }
        public void WriteXmlSchema(string fileName) { }
        public void WriteXmlSchema(XmlWriter? writer) { }
    }

    public sealed class DataTableReader : DbDataReader
    {
        public DataTableReader(DataTable dataTable) { }
        public DataTableReader(DataTable[] dataTables) { }
        public override int Depth { get => throw null; }
        public override int FieldCount { get => throw null; }
        public override bool HasRows { get => throw null; }
        public override bool IsClosed { get => throw null; }
        public override object this[int ordinal] { get => throw null; }
        public override object this[string name] { get => throw null; }
        public override int RecordsAffected { get => throw null; }
        public override void Close() { }
        public override bool GetBoolean(int ordinal) => throw null;
        public override byte GetByte(int ordinal) => throw null;
        public override long GetBytes(int ordinal, long dataIndex, byte[]? buffer, int bufferIndex, int length) => throw null;
        public override char GetChar(int ordinal) => throw null;
        public override long GetChars(int ordinal, long dataIndex, char[]? buffer, int bufferIndex, int length) => throw null;
        public override string GetDataTypeName(int ordinal) => throw null;
        public override DateTime GetDateTime(int ordinal) => throw null;
        public override decimal GetDecimal(int ordinal) => throw null;
        public override double GetDouble(int ordinal) => throw null;
        public override IEnumerator GetEnumerator() => throw null;
        public override Type GetFieldType(int ordinal) => throw null;
        public override float GetFloat(int ordinal) => throw null;
        public override Guid GetGuid(int ordinal) => throw null;
        public override short GetInt16(int ordinal) => throw null;
        public override int GetInt32(int ordinal) => throw null;
        public override long GetInt64(int ordinal) => throw null;
        public override string GetName(int ordinal) => throw null;
        public override int GetOrdinal(string name) => throw null;
        public override Type GetProviderSpecificFieldType(int ordinal) => throw null;
        public override object GetProviderSpecificValue(int ordinal) => throw null;
        public override int GetProviderSpecificValues(object[] values) => throw null;
        public override DataTable GetSchemaTable() => throw null;
        public override string GetString(int ordinal) => throw null;
        public override object GetValue(int ordinal) => throw null;
        public override int GetValues(object[] values) => throw null;
        public override bool IsDBNull(int ordinal) => throw null;
        public override bool NextResult() => throw null;
        public override bool Read() => throw null;
    }

    public static class DataRowExtensions
    {
        public static T? Field<T>(this DataRow row, DataColumn column) => throw null;
        public static T? Field<T>(this DataRow row, DataColumn column, DataRowVersion version) => throw null;
        public static T? Field<T>(this DataRow row, int columnIndex) => throw null;
        public static T? Field<T>(this DataRow row, int columnIndex, DataRowVersion version) => throw null;
        public static T? Field<T>(this DataRow row, string columnName) => throw null;
        public static T? Field<T>(this DataRow row, string columnName, DataRowVersion version) => throw null;
        public static void SetField<T>(this DataRow row, DataColumn column, T? value) { }
        public static void SetField<T>(this DataRow row, int columnIndex, T? value) { }
        public static void SetField<T>(this DataRow row, string columnName, T? value) { }
    }

    public abstract class EnumerableRowCollection : IEnumerable
    {
        internal EnumerableRowCollection() { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;
    }

    public class EnumerableRowCollection<TRow> : EnumerableRowCollection, IEnumerable<TRow>, IEnumerable
    {
        internal EnumerableRowCollection() { }
        public IEnumerator<TRow> GetEnumerator() => throw null;
        IEnumerator IEnumerable.GetEnumerator() => throw null;
    }

    public static class DataTableExtensions
    {
        public static EnumerableRowCollection<DataRow> AsEnumerable(this DataTable source) => throw null;
        public static DataTable CopyToDataTable<T>(this IEnumerable<T> source) where T : DataRow => throw null;
        public static void CopyToDataTable<T>(this IEnumerable<T> source, DataTable table, LoadOption options) where T : DataRow { }
    }

    public static class DataReaderExtensions
    {
        public static bool GetBoolean(this DbDataReader reader, string name) => throw null;
        public static byte GetByte(this DbDataReader reader, string name) => throw null;
        public static long GetBytes(this DbDataReader reader, string name, long dataOffset, byte[] buffer, int bufferOffset, int length) => throw null;
        public static char GetChar(this DbDataReader reader, string name) => throw null;
        public static long GetChars(this DbDataReader reader, string name, long dataOffset, char[] buffer, int bufferOffset, int length) => throw null;
        [EditorBrowsable(EditorBrowsableState.Never)]
        public static DbDataReader GetData(this DbDataReader reader, string name) => throw null;
        public static string GetDataTypeName(this DbDataReader reader, string name) => throw null;
        public static DateTime GetDateTime(this DbDataReader reader, string name) => throw null;
        public static decimal GetDecimal(this DbDataReader reader, string name) => throw null;
        public static double GetDouble(this DbDataReader reader, string name) => throw null;
        public static Type GetFieldType(this DbDataReader reader, string name) => throw null;
        public static Task<T> GetFieldValueAsync<T>(this DbDataReader reader, string name, CancellationToken cancellationToken = default(CancellationToken)) => throw null;
        public static T GetFieldValue<T>(this DbDataReader reader, string name) => throw null;
        public static float GetFloat(this DbDataReader reader, string name) => throw null;
        public static Guid GetGuid(this DbDataReader reader, string name) => throw null;
        public static short GetInt16(this DbDataReader reader, string name) => throw null;
        public static int GetInt32(this DbDataReader reader, string name) => throw null;
        public static long GetInt64(this DbDataReader reader, string name) => throw null;
        public static Stream GetStream(this DbDataReader reader, string name) => throw null;
        public static string GetString(this DbDataReader reader, string name) => throw null;
        public static TextReader GetTextReader(this DbDataReader reader, string name) => throw null;
        public static object GetValue(this DbDataReader reader, string name) => throw null;
        public static bool IsDBNull(this DbDataReader reader, string name) => throw null;
        public static Task<bool> IsDBNullAsync(this DbDataReader reader, string name, CancellationToken cancellationToken = default(CancellationToken)) => throw null;
    }
}

namespace System.Data.Common
{
    public abstract class DbColumn
    {
        protected DbColumn() { }
        public bool? AllowDBNull { get => throw null; protected set { } }
        public string? BaseCatalogName { get => throw null; protected set { } }
        public string? BaseColumnName { get => throw null; protected set { } }
        public string? BaseSchemaName { get => throw null; protected set { } }
        public string? BaseServerName { get => throw null; protected set { } }
        public string? BaseTableName { get => throw null; protected set { } }
        public string ColumnName { get => throw null; protected set { } }
        public int? ColumnOrdinal { get => throw null; protected set { } }
        public int? ColumnSize { get => throw null; protected set { } }
        public Type? DataType { get => throw null; protected set { } }
        public string? DataTypeName { get => throw null; protected set { } }
        public bool? IsAliased { get => throw null; protected set { } }
        public bool? IsAutoIncrement { get => throw null; protected set { } }
        public bool? IsExpression { get => throw null; protected set { } }
        public bool? IsHidden { get => throw null; protected set { } }
        public bool? IsIdentity { get => throw null; protected set { } }
        public bool? IsKey { get => throw null; protected set { } }
        public bool? IsLong { get => throw null; protected set { } }
        public bool? IsReadOnly { get => throw null; protected set { } }
        public bool? IsUnique { get => throw null; protected set { } }
        public virtual object? this[string property] { get => throw null; }
        public int? NumericPrecision { get => throw null; protected set { } }
        public int? NumericScale { get => throw null; protected set { } }
        public string? UdtAssemblyQualifiedName { get => throw null; protected set { } }
    }

    public interface IDbColumnSchemaGenerator
    {
        ReadOnlyCollection<DbColumn> GetColumnSchema();
    }

    public abstract class DbCommand : Component, IDbCommand, IDisposable, IAsyncDisposable
    {
        protected DbCommand() { }
        [DefaultValue("")]
        [AllowNull]
        public abstract string CommandText { get; set; }
        public abstract int CommandTimeout { get; set; }
        [DefaultValue(CommandType.Text)]
        public abstract CommandType CommandType { get; set; }
        [Browsable(false)]
        [DefaultValue(null)]
        public DbConnection? Connection { get => throw null; set { } }
        protected abstract DbConnection? DbConnection { get; set; }
        protected abstract DbParameterCollection DbParameterCollection { get; }
        protected abstract DbTransaction? DbTransaction { get; set; }
        [Browsable(false)]
        [DefaultValue(true)]
        [EditorBrowsable(EditorBrowsableState.Never)]
        public abstract bool DesignTimeVisible { get; set; }
        [Browsable(false)]
        public DbParameterCollection Parameters { get => throw null; }
        IDbConnection? IDbCommand.Connection { get => throw null; set { } }
        IDataParameterCollection IDbCommand.Parameters { get => throw null; }
        IDbTransaction? IDbCommand.Transaction { get => throw null; set { } }
        [Browsable(false)]
        [DefaultValue(null)]
        public DbTransaction? Transaction { get => throw null; set { } }
        [DefaultValue(UpdateRowSource.Both)]
        public abstract UpdateRowSource UpdatedRowSource { get; set; }
        public abstract void Cancel();
        protected abstract DbParameter CreateDbParameter();
        public DbParameter CreateParameter() => throw null;
        public virtual ValueTask DisposeAsync() => throw null;
        protected abstract DbDataReader ExecuteDbDataReader(CommandBehavior behavior);
        protected virtual Task<DbDataReader> ExecuteDbDataReaderAsync(CommandBehavior behavior, CancellationToken cancellationToken) => throw null;
        public abstract int ExecuteNonQuery();
        public Task<int> ExecuteNonQueryAsync() => throw null;
        public virtual Task<int> ExecuteNonQueryAsync(CancellationToken cancellationToken) => throw null;
        public DbDataReader ExecuteReader() => throw null;
        public DbDataReader ExecuteReader(CommandBehavior behavior) => throw null;
        public Task<DbDataReader> ExecuteReaderAsync() => throw null;
        public Task<DbDataReader> ExecuteReaderAsync(CommandBehavior behavior) => throw null;
        public Task<DbDataReader> ExecuteReaderAsync(CommandBehavior behavior, CancellationToken cancellationToken) => throw null;
        public Task<DbDataReader> ExecuteReaderAsync(CancellationToken cancellationToken) => throw null;
        public abstract object? ExecuteScalar();
        public Task<object?> ExecuteScalarAsync() => throw null;
        public virtual Task<object?> ExecuteScalarAsync(CancellationToken cancellationToken) => throw null;
        public abstract void Prepare();
        public virtual Task PrepareAsync(CancellationToken cancellationToken = default(CancellationToken)) => throw null;
        IDbDataParameter IDbCommand.CreateParameter() => throw null;
        IDataReader IDbCommand.ExecuteReader() => throw null;
        IDataReader IDbCommand.ExecuteReader(CommandBehavior behavior) => throw null;
    }

    public abstract class DbConnection : Component, IDbConnection, IDisposable, IAsyncDisposable
    {
        protected DbConnection() { }
        [DefaultValue("")]
        [AllowNull]
        public abstract string ConnectionString { get; set; }
        public virtual int ConnectionTimeout { get => throw null; }
        public abstract string Database { get; }
        public abstract string DataSource { get; }
        protected virtual DbProviderFactory? DbProviderFactory { get => throw null; }
        [Browsable(false)]
        public abstract string ServerVersion { get; }
        [Browsable(false)]
        public abstract ConnectionState State { get; }
        public virtual event StateChangeEventHandler? StateChange { add { } remove { } }
        protected abstract DbTransaction BeginDbTransaction(IsolationLevel isolationLevel);
        protected virtual ValueTask<DbTransaction> BeginDbTransactionAsync(IsolationLevel isolationLevel, CancellationToken cancellationToken) => throw null;
        public DbTransaction BeginTransaction() => throw null;
        public DbTransaction BeginTransaction(IsolationLevel isolationLevel) => throw null;
        public ValueTask<DbTransaction> BeginTransactionAsync(IsolationLevel isolationLevel, CancellationToken cancellationToken = default(CancellationToken)) => throw null;
        public ValueTask<DbTransaction> BeginTransactionAsync(CancellationToken cancellationToken = default(CancellationToken)) => throw null;
        public abstract void ChangeDatabase(string databaseName);
        public virtual Task ChangeDatabaseAsync(string databaseName, CancellationToken cancellationToken = default(CancellationToken)) => throw null;
        public abstract void Close();
        public virtual Task CloseAsync() => throw null;
        public DbCommand CreateCommand() => throw null;
        protected abstract DbCommand CreateDbCommand();
        public virtual ValueTask DisposeAsync() => throw null;
        public virtual DataTable GetSchema() => throw null;
        public virtual DataTable GetSchema(string collectionName) => throw null;
        public virtual DataTable GetSchema(string collectionName, string?[] restrictionValues) => throw null;
        public virtual Task<DataTable> GetSchemaAsync(CancellationToken cancellationToken = default(CancellationToken)) => throw null;
        public virtual Task<DataTable> GetSchemaAsync(string collectionName, CancellationToken cancellationToken = default(CancellationToken)) => throw null;
        public virtual Task<DataTable> GetSchemaAsync(string collectionName, string?[] restrictionValues, CancellationToken cancellationToken = default(CancellationToken)) => throw null;
        protected virtual void OnStateChange(StateChangeEventArgs stateChange) { }
        public abstract void Open();
        public Task OpenAsync() => throw null;
        public virtual Task OpenAsync(CancellationToken cancellationToken) => throw null;
        IDbTransaction IDbConnection.BeginTransaction() => throw null;
        IDbTransaction IDbConnection.BeginTransaction(IsolationLevel isolationLevel) => throw null;
        IDbCommand IDbConnection.CreateCommand() => throw null;
    }

    public class DbConnectionStringBuilder : ICollection, IDictionary, IEnumerable
    {
        public DbConnectionStringBuilder() { }
        public DbConnectionStringBuilder(bool useOdbcRules) { }
        [Browsable(false)]
        [EditorBrowsable(EditorBrowsableState.Never)]
        public bool BrowsableConnectionString { get => throw null; set { } }
        [AllowNull]
        public string ConnectionString { get => throw null; set { } }
        [Browsable(false)]
        public virtual int Count { get => throw null; }
        [Browsable(false)]
        public virtual bool IsFixedSize { get => throw null; }
        [Browsable(false)]
        public bool IsReadOnly { get => throw null; }
        [Browsable(false)]
        [AllowNull]
        public virtual object this[string keyword] { get => throw null; set { } }
        [Browsable(false)]
        public virtual ICollection Keys { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        object? IDictionary.this[object keyword] { get => throw null; set { } }
        [Browsable(false)]
        public virtual ICollection Values { get => throw null; }
        public void Add(string keyword, object value) { }
        public static void AppendKeyValuePair(StringBuilder builder, string keyword, string? value) { }
        public static void AppendKeyValuePair(StringBuilder builder, string keyword, string? value, bool useOdbcRules) { }
        public virtual void Clear() { }
        protected internal void ClearPropertyDescriptors() { }
        public virtual bool ContainsKey(string keyword) => throw null;
        public virtual bool EquivalentTo(DbConnectionStringBuilder connectionStringBuilder) => throw null;
        protected virtual void GetProperties(Hashtable propertyDescriptors) { }
        public virtual bool Remove(string keyword) => throw null;
        public virtual bool ShouldSerialize(string keyword) => throw null;
        void ICollection.CopyTo(Array array, int index) { }
        void IDictionary.Add(object keyword, object? value) { }
        bool IDictionary.Contains(object keyword) => throw null;
        IDictionaryEnumerator IDictionary.GetEnumerator() => throw null;
        void IDictionary.Remove(object keyword) { }
        IEnumerator IEnumerable.GetEnumerator() => throw null;
        public override string ToString() => throw null;
        public virtual bool TryGetValue(string keyword, [NotNullWhen(true)] out object? value) => throw null;
    }

    public abstract class DbDataReader : MarshalByRefObject, IEnumerable, IDataReader, IDataRecord, IDisposable, IAsyncDisposable
    {
        protected DbDataReader() { }
        public abstract int Depth { get; }
        public abstract int FieldCount { get; }
        public abstract bool HasRows { get; }
        public abstract bool IsClosed { get; }
        public abstract object this[int ordinal] { get; }
        public abstract object this[string name] { get; }
        public abstract int RecordsAffected { get; }
        public virtual int VisibleFieldCount { get => throw null; }
        public virtual void Close() { }
        public virtual Task CloseAsync() => throw null;
        [EditorBrowsable(EditorBrowsableState.Never)]
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public virtual ValueTask DisposeAsync() => throw null;
        public abstract bool GetBoolean(int ordinal);
        public abstract byte GetByte(int ordinal);
        public abstract long GetBytes(int ordinal, long dataOffset, byte[]? buffer, int bufferOffset, int length);
        public abstract char GetChar(int ordinal);
        public abstract long GetChars(int ordinal, long dataOffset, char[]? buffer, int bufferOffset, int length);
        public virtual Task<ReadOnlyCollection<DbColumn>> GetColumnSchemaAsync(CancellationToken cancellationToken = default(CancellationToken)) => throw null;
        [EditorBrowsable(EditorBrowsableState.Never)]
        public DbDataReader GetData(int ordinal) => throw null;
        public abstract string GetDataTypeName(int ordinal);
        public abstract DateTime GetDateTime(int ordinal);
        protected virtual DbDataReader GetDbDataReader(int ordinal) => throw null;
        public abstract decimal GetDecimal(int ordinal);
        public abstract double GetDouble(int ordinal);
        [EditorBrowsable(EditorBrowsableState.Never)]
        public abstract IEnumerator GetEnumerator();
        public abstract Type GetFieldType(int ordinal);
        public Task<T> GetFieldValueAsync<T>(int ordinal) => throw null;
        public virtual Task<T> GetFieldValueAsync<T>(int ordinal, CancellationToken cancellationToken) => throw null;
        public virtual T GetFieldValue<T>(int ordinal) => throw null;
        public abstract float GetFloat(int ordinal);
        public abstract Guid GetGuid(int ordinal);
        public abstract short GetInt16(int ordinal);
        public abstract int GetInt32(int ordinal);
        public abstract long GetInt64(int ordinal);
        public abstract string GetName(int ordinal);
        public abstract int GetOrdinal(string name);
        [EditorBrowsable(EditorBrowsableState.Never)]
        public virtual Type GetProviderSpecificFieldType(int ordinal) => throw null;
        [EditorBrowsable(EditorBrowsableState.Never)]
        public virtual object GetProviderSpecificValue(int ordinal) => throw null;
        [EditorBrowsable(EditorBrowsableState.Never)]
        public virtual int GetProviderSpecificValues(object[] values) => throw null;
        public virtual DataTable? GetSchemaTable() => throw null;
        public virtual Task<DataTable?> GetSchemaTableAsync(CancellationToken cancellationToken = default(CancellationToken)) => throw null;
        public virtual Stream GetStream(int ordinal) => throw null;
        public abstract string GetString(int ordinal);
        public virtual TextReader GetTextReader(int ordinal) => throw null;
        public abstract object GetValue(int ordinal);
        public abstract int GetValues(object[] values);
        public abstract bool IsDBNull(int ordinal);
        public Task<bool> IsDBNullAsync(int ordinal) => throw null;
        public virtual Task<bool> IsDBNullAsync(int ordinal, CancellationToken cancellationToken) => throw null;
        public abstract bool NextResult();
        public Task<bool> NextResultAsync() => throw null;
        public virtual Task<bool> NextResultAsync(CancellationToken cancellationToken) => throw null;
        public abstract bool Read();
        public Task<bool> ReadAsync() => throw null;
        public virtual Task<bool> ReadAsync(CancellationToken cancellationToken) => throw null;
        IDataReader IDataRecord.GetData(int ordinal) => throw null;
    }

    public static class DbDataReaderExtensions
    {
        public static bool CanGetColumnSchema(this DbDataReader reader) => throw null;
        public static ReadOnlyCollection<DbColumn> GetColumnSchema(this DbDataReader reader) => throw null;
    }

    public abstract class DbDataSourceEnumerator
    {
        protected DbDataSourceEnumerator() { }
        public abstract DataTable GetDataSources();
    }

    public class DbEnumerator : IEnumerator
    {
        public DbEnumerator(DbDataReader reader) { }
        public DbEnumerator(DbDataReader reader, bool closeReader) { }
        public DbEnumerator(IDataReader reader) { }
        public DbEnumerator(IDataReader reader, bool closeReader) { }
        public object Current { get => throw null; }
        public bool MoveNext() => throw null;
        [EditorBrowsable(EditorBrowsableState.Never)]
        public void Reset() { }
    }

    public abstract class DbException : ExternalException
    {
        protected DbException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected DbException(SerializationInfo info, StreamingContext context) { }
        protected DbException(string? message) { }
        protected DbException(string? message, Exception? innerException) { }
        protected DbException(string? message, int errorCode) { }
        public virtual bool IsTransient { get => throw null; }
        public virtual string? SqlState { get => throw null; }
    }

    public abstract class DbParameter : MarshalByRefObject, IDataParameter, IDbDataParameter
    {
        protected DbParameter() { }
        [Browsable(false)]
        public abstract DbType DbType { get; set; }
        [DefaultValue(ParameterDirection.Input)]
        public abstract ParameterDirection Direction { get; set; }
        [Browsable(false)]
        [EditorBrowsable(EditorBrowsableState.Never)]
        public abstract bool IsNullable { get; set; }
        [DefaultValue("")]
        [AllowNull]
        public abstract string ParameterName { get; set; }
        public virtual byte Precision { get => throw null; set { } }
        public virtual byte Scale { get => throw null; set { } }
        public abstract int Size { get; set; }
        [DefaultValue("")]
        [AllowNull]
        public abstract string SourceColumn { get; set; }
        [DefaultValue(false)]
        [EditorBrowsable(EditorBrowsableState.Advanced)]
        public abstract bool SourceColumnNullMapping { get; set; }
        [DefaultValue(DataRowVersion.Current)]
        public virtual DataRowVersion SourceVersion { get => throw null; set { } }
        byte IDbDataParameter.Precision { get => throw null; set { } }
        byte IDbDataParameter.Scale { get => throw null; set { } }
        [DefaultValue(null)]
        public abstract object? Value { get; set; }
        [EditorBrowsable(EditorBrowsableState.Advanced)]
        public abstract void ResetDbType();
    }

    public abstract class DbParameterCollection : MarshalByRefObject, ICollection, IEnumerable, IList, IDataParameterCollection
    {
        protected DbParameterCollection() { }
        [Browsable(false)]
        public abstract int Count { get; }
        [Browsable(false)]
        [EditorBrowsable(EditorBrowsableState.Never)]
        public virtual bool IsFixedSize { get => throw null; }
        [Browsable(false)]
        [EditorBrowsable(EditorBrowsableState.Never)]
        public virtual bool IsReadOnly { get => throw null; }
        [Browsable(false)]
        [EditorBrowsable(EditorBrowsableState.Never)]
        public virtual bool IsSynchronized { get => throw null; }
        public DbParameter this[int index] { get => throw null; set { } }
        public DbParameter this[string parameterName] { get => throw null; set { } }
        [Browsable(false)]
        [EditorBrowsable(EditorBrowsableState.Never)]
        public abstract object SyncRoot { get; }
        object? IList.this[int index] { get => throw null; set { } }
        object IDataParameterCollection.this[string parameterName] { get => throw null; set { } }
        int IList.Add(object? value) => throw null;
        public abstract int Add(object value);
        public abstract void AddRange(Array values);
        public abstract void Clear();
        bool IList.Contains(object? value) => throw null;
        public abstract bool Contains(object value);
        public abstract bool Contains(string value);
        public abstract void CopyTo(Array array, int index);
        [EditorBrowsable(EditorBrowsableState.Never)]
        public abstract IEnumerator GetEnumerator();
        protected abstract DbParameter GetParameter(int index);
        protected abstract DbParameter GetParameter(string parameterName);
        int IList.IndexOf(object? value) => throw null;
        public abstract int IndexOf(object value);
        public abstract int IndexOf(string parameterName);
        void IList.Insert(int index, object? value) { }
        public abstract void Insert(int index, object value);
        void IList.Remove(object? value) { }
        public abstract void Remove(object value);
        public abstract void RemoveAt(int index);
        public abstract void RemoveAt(string parameterName);
        protected abstract void SetParameter(int index, DbParameter value);
        protected abstract void SetParameter(string parameterName, DbParameter value);
    }

    public static class DbProviderFactories
    {
        public static DbProviderFactory? GetFactory(DbConnection connection) => throw null;
        public static DbProviderFactory GetFactory(DataRow providerRow) => throw null;
        public static DbProviderFactory GetFactory(string providerInvariantName) => throw null;
        public static DataTable GetFactoryClasses() => throw null;
        public static IEnumerable<string> GetProviderInvariantNames() => throw null;
        public static void RegisterFactory(string providerInvariantName, DbProviderFactory factory) { }
        public static void RegisterFactory(string providerInvariantName, string factoryTypeAssemblyQualifiedName) { }
        public static void RegisterFactory(string providerInvariantName, Type providerFactoryClass) { }
        public static bool TryGetFactory(string providerInvariantName, [NotNullWhen(true)] out DbProviderFactory? factory) => throw null;
        public static bool UnregisterFactory(string providerInvariantName) => throw null;
    }

    public abstract class DbProviderFactory
    {
        protected DbProviderFactory() { }
        public virtual bool CanCreateCommandBuilder { get => throw null; }
        public virtual bool CanCreateDataAdapter { get => throw null; }
        public virtual bool CanCreateDataSourceEnumerator { get => throw null; }
        public virtual DbCommand? CreateCommand() => throw null;
        public virtual DbConnection? CreateConnection() => throw null;
        public virtual DbConnectionStringBuilder? CreateConnectionStringBuilder() => throw null;
        public virtual DbDataSourceEnumerator? CreateDataSourceEnumerator() => throw null;
        public virtual DbParameter? CreateParameter() => throw null;
    }

    public abstract class DbTransaction : MarshalByRefObject, IDbTransaction, IDisposable, IAsyncDisposable
    {
        protected DbTransaction() { }
        public DbConnection? Connection { get => throw null; }
        protected abstract DbConnection? DbConnection { get; }
        public abstract IsolationLevel IsolationLevel { get; }
        IDbConnection? IDbTransaction.Connection { get => throw null; }
        public abstract void Commit();
        public virtual Task CommitAsync(CancellationToken cancellationToken = default(CancellationToken)) => throw null;
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public virtual ValueTask DisposeAsync() => throw null;
        public abstract void Rollback();
        public virtual Task RollbackAsync(CancellationToken cancellationToken = default(CancellationToken)) => throw null;
    }
}
