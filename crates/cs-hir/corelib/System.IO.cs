// Core library model: System.IO (streams, readers and writers, File/Directory/Path, FileInfo/DirectoryInfo, IO exceptions and enums).
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Text;
using System.Threading;
using System.Threading.Tasks;

namespace System.IO
{
    /// <summary>A generic view of a sequence of bytes.</summary>
    public abstract class Stream : MarshalByRefObject, IAsyncDisposable, IDisposable
    {
        public static readonly Stream Null;
        protected Stream() { }
        public abstract bool CanRead { get; }
        public abstract bool CanSeek { get; }
        public virtual bool CanTimeout { get => throw null; }
        public abstract bool CanWrite { get; }
        public abstract long Length { get; }
        public abstract long Position { get; set; }
        public virtual int ReadTimeout { get => throw null; set { } }
        public virtual int WriteTimeout { get => throw null; set { } }
        public virtual IAsyncResult BeginRead(byte[] buffer, int offset, int count, AsyncCallback? callback, object? state) => throw null;
        public virtual IAsyncResult BeginWrite(byte[] buffer, int offset, int count, AsyncCallback? callback, object? state) => throw null;
        public virtual void Close() { }
        public void CopyTo(Stream destination) { }
        public virtual void CopyTo(Stream destination, int bufferSize) { }
        public Task CopyToAsync(Stream destination) => throw null;
        public Task CopyToAsync(Stream destination, int bufferSize) => throw null;
        public virtual Task CopyToAsync(Stream destination, int bufferSize, CancellationToken cancellationToken) => throw null;
        public Task CopyToAsync(Stream destination, CancellationToken cancellationToken) => throw null;
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public virtual ValueTask DisposeAsync() => throw null;
        public virtual int EndRead(IAsyncResult asyncResult) => throw null;
        public virtual void EndWrite(IAsyncResult asyncResult) { }
        public abstract void Flush();
        public Task FlushAsync() => throw null;
        public virtual Task FlushAsync(CancellationToken cancellationToken) => throw null;
        public abstract int Read(byte[] buffer, int offset, int count);
        public virtual int Read(Span<byte> buffer) => throw null;
        public Task<int> ReadAsync(byte[] buffer, int offset, int count) => throw null;
        public virtual Task<int> ReadAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken) => throw null;
        public virtual ValueTask<int> ReadAsync(Memory<byte> buffer, CancellationToken cancellationToken = default) => throw null;
        public int ReadAtLeast(Span<byte> buffer, int minimumBytes, bool throwOnEndOfStream = true) => throw null;
        public ValueTask<int> ReadAtLeastAsync(Memory<byte> buffer, int minimumBytes, bool throwOnEndOfStream = true, CancellationToken cancellationToken = default) => throw null;
        public virtual int ReadByte() => throw null;
        public void ReadExactly(byte[] buffer, int offset, int count) { }
        public void ReadExactly(Span<byte> buffer) { }
        public ValueTask ReadExactlyAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken = default) => throw null;
        public ValueTask ReadExactlyAsync(Memory<byte> buffer, CancellationToken cancellationToken = default) => throw null;
        public abstract long Seek(long offset, SeekOrigin origin);
        public abstract void SetLength(long value);
        public static Stream Synchronized(Stream stream) => throw null;
        protected static void ValidateBufferArguments(byte[] buffer, int offset, int count) { }
        protected static void ValidateCopyToArguments(Stream destination, int bufferSize) { }
        public abstract void Write(byte[] buffer, int offset, int count);
        public virtual void Write(ReadOnlySpan<byte> buffer) { }
        public Task WriteAsync(byte[] buffer, int offset, int count) => throw null;
        public virtual Task WriteAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken) => throw null;
        public virtual ValueTask WriteAsync(ReadOnlyMemory<byte> buffer, CancellationToken cancellationToken = default) => throw null;
        public virtual void WriteByte(byte value) { }
    }

    public class FileStream : Stream
    {
        public FileStream(string path, FileMode mode) { }
        public FileStream(string path, FileMode mode, FileAccess access) { }
        public FileStream(string path, FileMode mode, FileAccess access, FileShare share) { }
        public FileStream(string path, FileMode mode, FileAccess access, FileShare share, int bufferSize) { }
        public FileStream(string path, FileMode mode, FileAccess access, FileShare share, int bufferSize, bool useAsync) { }
        public FileStream(string path, FileMode mode, FileAccess access, FileShare share, int bufferSize, FileOptions options) { }
        public FileStream(string path, FileStreamOptions options) { }
        public override bool CanRead { get => throw null; }
        public override bool CanSeek { get => throw null; }
        public override bool CanWrite { get => throw null; }
        public virtual bool IsAsync { get => throw null; }
        public override long Length { get => throw null; }
        public virtual string Name { get => throw null; }
        public override long Position { get => throw null; set { } }
        ~FileStream() { }
        protected override void Dispose(bool disposing) { }
        public override ValueTask DisposeAsync() => throw null;
        public override void Flush() { }
        public virtual void Flush(bool flushToDisk) { }
        public override Task FlushAsync(CancellationToken cancellationToken) => throw null;
        public virtual void Lock(long position, long length) { }
        public override int Read(byte[] buffer, int offset, int count) => throw null;
        public override int Read(Span<byte> buffer) => throw null;
        public override Task<int> ReadAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken) => throw null;
        public override ValueTask<int> ReadAsync(Memory<byte> buffer, CancellationToken cancellationToken = default) => throw null;
        public override int ReadByte() => throw null;
        public override long Seek(long offset, SeekOrigin origin) => throw null;
        public override void SetLength(long value) { }
        public virtual void Unlock(long position, long length) { }
        public override void Write(byte[] buffer, int offset, int count) { }
        public override void Write(ReadOnlySpan<byte> buffer) { }
        public override Task WriteAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken) => throw null;
        public override ValueTask WriteAsync(ReadOnlyMemory<byte> buffer, CancellationToken cancellationToken = default) => throw null;
        public override void WriteByte(byte value) { }
    }

    public sealed class FileStreamOptions
    {
        public FileStreamOptions() { }
        public FileAccess Access { get => throw null; set { } }
        public int BufferSize { get => throw null; set { } }
        public FileMode Mode { get => throw null; set { } }
        public FileOptions Options { get => throw null; set { } }
        public long PreallocationSize { get => throw null; set { } }
        public FileShare Share { get => throw null; set { } }
    }

    public class MemoryStream : Stream
    {
        public MemoryStream() { }
        public MemoryStream(byte[] buffer) { }
        public MemoryStream(byte[] buffer, bool writable) { }
        public MemoryStream(byte[] buffer, int index, int count) { }
        public MemoryStream(byte[] buffer, int index, int count, bool writable) { }
        public MemoryStream(byte[] buffer, int index, int count, bool writable, bool publiclyVisible) { }
        public MemoryStream(int capacity) { }
        public override bool CanRead { get => throw null; }
        public override bool CanSeek { get => throw null; }
        public override bool CanWrite { get => throw null; }
        public virtual int Capacity { get => throw null; set { } }
        public override long Length { get => throw null; }
        public override long Position { get => throw null; set { } }
        public override void CopyTo(Stream destination, int bufferSize) { }
        public override Task CopyToAsync(Stream destination, int bufferSize, CancellationToken cancellationToken) => throw null;
        protected override void Dispose(bool disposing) { }
        public override void Flush() { }
        public override Task FlushAsync(CancellationToken cancellationToken) => throw null;
        public virtual byte[] GetBuffer() => throw null;
        public override int Read(byte[] buffer, int offset, int count) => throw null;
        public override int Read(Span<byte> buffer) => throw null;
        public override Task<int> ReadAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken) => throw null;
        public override ValueTask<int> ReadAsync(Memory<byte> buffer, CancellationToken cancellationToken = default) => throw null;
        public override int ReadByte() => throw null;
        public override long Seek(long offset, SeekOrigin loc) => throw null;
        public override void SetLength(long value) { }
        public virtual byte[] ToArray() => throw null;
        public virtual bool TryGetBuffer(out ArraySegment<byte> buffer) => throw null;
        public override void Write(byte[] buffer, int offset, int count) { }
        public override void Write(ReadOnlySpan<byte> buffer) { }
        public override Task WriteAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken) => throw null;
        public override ValueTask WriteAsync(ReadOnlyMemory<byte> buffer, CancellationToken cancellationToken = default) => throw null;
        public override void WriteByte(byte value) { }
        public virtual void WriteTo(Stream stream) { }
    }

    public sealed class BufferedStream : Stream
    {
        public BufferedStream(Stream stream) { }
        public BufferedStream(Stream stream, int bufferSize) { }
        public int BufferSize { get => throw null; }
        public override bool CanRead { get => throw null; }
        public override bool CanSeek { get => throw null; }
        public override bool CanWrite { get => throw null; }
        public override long Length { get => throw null; }
        public override long Position { get => throw null; set { } }
        public Stream UnderlyingStream { get => throw null; }
        protected override void Dispose(bool disposing) { }
        public override ValueTask DisposeAsync() => throw null;
        public override void Flush() { }
        public override Task FlushAsync(CancellationToken cancellationToken) => throw null;
        public override int Read(byte[] buffer, int offset, int count) => throw null;
        public override int Read(Span<byte> destination) => throw null;
        public override int ReadByte() => throw null;
        public override long Seek(long offset, SeekOrigin origin) => throw null;
        public override void SetLength(long value) { }
        public override void Write(byte[] buffer, int offset, int count) { }
        public override void Write(ReadOnlySpan<byte> buffer) { }
        public override void WriteByte(byte value) { }
    }

    public static class File
    {
        public static void AppendAllLines(string path, IEnumerable<string> contents) { }
        public static void AppendAllLines(string path, IEnumerable<string> contents, Encoding encoding) { }
        public static Task AppendAllLinesAsync(string path, IEnumerable<string> contents, Encoding encoding, CancellationToken cancellationToken = default) => throw null;
        public static Task AppendAllLinesAsync(string path, IEnumerable<string> contents, CancellationToken cancellationToken = default) => throw null;
        public static void AppendAllText(string path, string? contents) { }
        public static void AppendAllText(string path, string? contents, Encoding encoding) { }
        public static Task AppendAllTextAsync(string path, string? contents, Encoding encoding, CancellationToken cancellationToken = default) => throw null;
        public static Task AppendAllTextAsync(string path, string? contents, CancellationToken cancellationToken = default) => throw null;
        public static StreamWriter AppendText(string path) => throw null;
        public static void Copy(string sourceFileName, string destFileName) { }
        public static void Copy(string sourceFileName, string destFileName, bool overwrite) { }
        public static FileStream Create(string path) => throw null;
        public static FileStream Create(string path, int bufferSize) => throw null;
        public static FileStream Create(string path, int bufferSize, FileOptions options) => throw null;
        public static FileSystemInfo CreateSymbolicLink(string path, string pathToTarget) => throw null;
        public static StreamWriter CreateText(string path) => throw null;
        public static void Delete(string path) { }
        public static bool Exists([NotNullWhen(true)] string? path) => throw null;
        public static FileAttributes GetAttributes(string path) => throw null;
        public static DateTime GetCreationTime(string path) => throw null;
        public static DateTime GetCreationTimeUtc(string path) => throw null;
        public static DateTime GetLastAccessTime(string path) => throw null;
        public static DateTime GetLastAccessTimeUtc(string path) => throw null;
        public static DateTime GetLastWriteTime(string path) => throw null;
        public static DateTime GetLastWriteTimeUtc(string path) => throw null;
        public static void Move(string sourceFileName, string destFileName) { }
        public static void Move(string sourceFileName, string destFileName, bool overwrite) { }
        public static FileStream Open(string path, FileMode mode) => throw null;
        public static FileStream Open(string path, FileMode mode, FileAccess access) => throw null;
        public static FileStream Open(string path, FileMode mode, FileAccess access, FileShare share) => throw null;
        public static FileStream Open(string path, FileStreamOptions options) => throw null;
        public static FileStream OpenRead(string path) => throw null;
        public static StreamReader OpenText(string path) => throw null;
        public static FileStream OpenWrite(string path) => throw null;
        public static byte[] ReadAllBytes(string path) => throw null;
        public static Task<byte[]> ReadAllBytesAsync(string path, CancellationToken cancellationToken = default) => throw null;
        public static string[] ReadAllLines(string path) => throw null;
        public static string[] ReadAllLines(string path, Encoding encoding) => throw null;
        public static Task<string[]> ReadAllLinesAsync(string path, Encoding encoding, CancellationToken cancellationToken = default) => throw null;
        public static Task<string[]> ReadAllLinesAsync(string path, CancellationToken cancellationToken = default) => throw null;
        public static string ReadAllText(string path) => throw null;
        public static string ReadAllText(string path, Encoding encoding) => throw null;
        public static Task<string> ReadAllTextAsync(string path, Encoding encoding, CancellationToken cancellationToken = default) => throw null;
        public static Task<string> ReadAllTextAsync(string path, CancellationToken cancellationToken = default) => throw null;
        public static IEnumerable<string> ReadLines(string path) => throw null;
        public static IEnumerable<string> ReadLines(string path, Encoding encoding) => throw null;
        public static IAsyncEnumerable<string> ReadLinesAsync(string path, Encoding encoding, CancellationToken cancellationToken = default) => throw null;
        public static IAsyncEnumerable<string> ReadLinesAsync(string path, CancellationToken cancellationToken = default) => throw null;
        public static void Replace(string sourceFileName, string destinationFileName, string? destinationBackupFileName) { }
        public static void Replace(string sourceFileName, string destinationFileName, string? destinationBackupFileName, bool ignoreMetadataErrors) { }
        public static FileSystemInfo? ResolveLinkTarget(string linkPath, bool returnFinalTarget) => throw null;
        public static void SetAttributes(string path, FileAttributes fileAttributes) { }
        public static void SetCreationTime(string path, DateTime creationTime) { }
        public static void SetCreationTimeUtc(string path, DateTime creationTimeUtc) { }
        public static void SetLastAccessTime(string path, DateTime lastAccessTime) { }
        public static void SetLastAccessTimeUtc(string path, DateTime lastAccessTimeUtc) { }
        public static void SetLastWriteTime(string path, DateTime lastWriteTime) { }
        public static void SetLastWriteTimeUtc(string path, DateTime lastWriteTimeUtc) { }
        public static void WriteAllBytes(string path, byte[] bytes) { }
        public static Task WriteAllBytesAsync(string path, byte[] bytes, CancellationToken cancellationToken = default) => throw null;
        public static void WriteAllLines(string path, IEnumerable<string> contents) { }
        public static void WriteAllLines(string path, IEnumerable<string> contents, Encoding encoding) { }
        public static void WriteAllLines(string path, string[] contents) { }
        public static void WriteAllLines(string path, string[] contents, Encoding encoding) { }
        public static Task WriteAllLinesAsync(string path, IEnumerable<string> contents, Encoding encoding, CancellationToken cancellationToken = default) => throw null;
        public static Task WriteAllLinesAsync(string path, IEnumerable<string> contents, CancellationToken cancellationToken = default) => throw null;
        public static void WriteAllText(string path, string? contents) { }
        public static void WriteAllText(string path, string? contents, Encoding encoding) { }
        public static Task WriteAllTextAsync(string path, string? contents, Encoding encoding, CancellationToken cancellationToken = default) => throw null;
        public static Task WriteAllTextAsync(string path, string? contents, CancellationToken cancellationToken = default) => throw null;
    }

    public static class Directory
    {
        public static DirectoryInfo CreateDirectory(string path) => throw null;
        public static FileSystemInfo CreateSymbolicLink(string path, string pathToTarget) => throw null;
        public static DirectoryInfo CreateTempSubdirectory(string? prefix = null) => throw null;
        public static void Delete(string path) { }
        public static void Delete(string path, bool recursive) { }
        public static IEnumerable<string> EnumerateDirectories(string path) => throw null;
        public static IEnumerable<string> EnumerateDirectories(string path, string searchPattern) => throw null;
        public static IEnumerable<string> EnumerateDirectories(string path, string searchPattern, EnumerationOptions enumerationOptions) => throw null;
        public static IEnumerable<string> EnumerateDirectories(string path, string searchPattern, SearchOption searchOption) => throw null;
        public static IEnumerable<string> EnumerateFiles(string path) => throw null;
        public static IEnumerable<string> EnumerateFiles(string path, string searchPattern) => throw null;
        public static IEnumerable<string> EnumerateFiles(string path, string searchPattern, EnumerationOptions enumerationOptions) => throw null;
        public static IEnumerable<string> EnumerateFiles(string path, string searchPattern, SearchOption searchOption) => throw null;
        public static IEnumerable<string> EnumerateFileSystemEntries(string path) => throw null;
        public static IEnumerable<string> EnumerateFileSystemEntries(string path, string searchPattern) => throw null;
        public static IEnumerable<string> EnumerateFileSystemEntries(string path, string searchPattern, EnumerationOptions enumerationOptions) => throw null;
        public static IEnumerable<string> EnumerateFileSystemEntries(string path, string searchPattern, SearchOption searchOption) => throw null;
        public static bool Exists([NotNullWhen(true)] string? path) => throw null;
        public static DateTime GetCreationTime(string path) => throw null;
        public static DateTime GetCreationTimeUtc(string path) => throw null;
        public static string GetCurrentDirectory() => throw null;
        public static string[] GetDirectories(string path) => throw null;
        public static string[] GetDirectories(string path, string searchPattern) => throw null;
        public static string[] GetDirectories(string path, string searchPattern, EnumerationOptions enumerationOptions) => throw null;
        public static string[] GetDirectories(string path, string searchPattern, SearchOption searchOption) => throw null;
        public static string GetDirectoryRoot(string path) => throw null;
        public static string[] GetFiles(string path) => throw null;
        public static string[] GetFiles(string path, string searchPattern) => throw null;
        public static string[] GetFiles(string path, string searchPattern, EnumerationOptions enumerationOptions) => throw null;
        public static string[] GetFiles(string path, string searchPattern, SearchOption searchOption) => throw null;
        public static string[] GetFileSystemEntries(string path) => throw null;
        public static string[] GetFileSystemEntries(string path, string searchPattern) => throw null;
        public static string[] GetFileSystemEntries(string path, string searchPattern, EnumerationOptions enumerationOptions) => throw null;
        public static string[] GetFileSystemEntries(string path, string searchPattern, SearchOption searchOption) => throw null;
        public static DateTime GetLastAccessTime(string path) => throw null;
        public static DateTime GetLastAccessTimeUtc(string path) => throw null;
        public static DateTime GetLastWriteTime(string path) => throw null;
        public static DateTime GetLastWriteTimeUtc(string path) => throw null;
        public static string[] GetLogicalDrives() => throw null;
        public static DirectoryInfo? GetParent(string path) => throw null;
        public static void Move(string sourceDirName, string destDirName) { }
        public static FileSystemInfo? ResolveLinkTarget(string linkPath, bool returnFinalTarget) => throw null;
        public static void SetCreationTime(string path, DateTime creationTime) { }
        public static void SetCurrentDirectory(string path) { }
        public static void SetLastWriteTime(string path, DateTime lastWriteTime) { }
        public static void SetLastWriteTimeUtc(string path, DateTime lastWriteTimeUtc) { }
    }

    public static class Path
    {
        public static readonly char AltDirectorySeparatorChar;
        public static readonly char DirectorySeparatorChar;
        public static readonly char PathSeparator;
        public static readonly char VolumeSeparatorChar;
        [return: NotNullIfNotNull(nameof(path))]
        public static string? ChangeExtension(string? path, string? extension) => throw null;
        public static string Combine(string path1, string path2) => throw null;
        public static string Combine(string path1, string path2, string path3) => throw null;
        public static string Combine(string path1, string path2, string path3, string path4) => throw null;
        public static string Combine(params string[] paths) => throw null;
        public static bool EndsInDirectorySeparator(ReadOnlySpan<char> path) => throw null;
        public static bool EndsInDirectorySeparator([NotNullWhen(true)] string? path) => throw null;
        public static bool Exists([NotNullWhen(true)] string? path) => throw null;
        public static ReadOnlySpan<char> GetDirectoryName(ReadOnlySpan<char> path) => throw null;
        public static string? GetDirectoryName(string? path) => throw null;
        public static ReadOnlySpan<char> GetExtension(ReadOnlySpan<char> path) => throw null;
        [return: NotNullIfNotNull(nameof(path))]
        public static string? GetExtension(string? path) => throw null;
        public static ReadOnlySpan<char> GetFileName(ReadOnlySpan<char> path) => throw null;
        [return: NotNullIfNotNull(nameof(path))]
        public static string? GetFileName(string? path) => throw null;
        public static ReadOnlySpan<char> GetFileNameWithoutExtension(ReadOnlySpan<char> path) => throw null;
        [return: NotNullIfNotNull(nameof(path))]
        public static string? GetFileNameWithoutExtension(string? path) => throw null;
        public static string GetFullPath(string path) => throw null;
        public static string GetFullPath(string path, string basePath) => throw null;
        public static char[] GetInvalidFileNameChars() => throw null;
        public static char[] GetInvalidPathChars() => throw null;
        public static ReadOnlySpan<char> GetPathRoot(ReadOnlySpan<char> path) => throw null;
        public static string? GetPathRoot(string? path) => throw null;
        public static string GetRandomFileName() => throw null;
        public static string GetRelativePath(string relativeTo, string path) => throw null;
        public static string GetTempFileName() => throw null;
        public static string GetTempPath() => throw null;
        public static bool HasExtension(ReadOnlySpan<char> path) => throw null;
        public static bool HasExtension([NotNullWhen(true)] string? path) => throw null;
        public static bool IsPathFullyQualified(ReadOnlySpan<char> path) => throw null;
        public static bool IsPathFullyQualified(string path) => throw null;
        public static bool IsPathRooted(ReadOnlySpan<char> path) => throw null;
        public static bool IsPathRooted([NotNullWhen(true)] string? path) => throw null;
        public static string Join(ReadOnlySpan<char> path1, ReadOnlySpan<char> path2) => throw null;
        public static string Join(ReadOnlySpan<char> path1, ReadOnlySpan<char> path2, ReadOnlySpan<char> path3) => throw null;
        public static string Join(ReadOnlySpan<char> path1, ReadOnlySpan<char> path2, ReadOnlySpan<char> path3, ReadOnlySpan<char> path4) => throw null;
        public static string Join(string? path1, string? path2) => throw null;
        public static string Join(string? path1, string? path2, string? path3) => throw null;
        public static string Join(string? path1, string? path2, string? path3, string? path4) => throw null;
        public static string Join(params string?[] paths) => throw null;
        public static ReadOnlySpan<char> TrimEndingDirectorySeparator(ReadOnlySpan<char> path) => throw null;
        public static string TrimEndingDirectorySeparator(string path) => throw null;
        public static bool TryJoin(ReadOnlySpan<char> path1, ReadOnlySpan<char> path2, Span<char> destination, out int charsWritten) => throw null;
    }

    public abstract class FileSystemInfo : MarshalByRefObject
    {
        protected string FullPath;
        protected string OriginalPath;
        protected FileSystemInfo() { }
        public FileAttributes Attributes { get => throw null; set { } }
        public DateTime CreationTime { get => throw null; set { } }
        public DateTime CreationTimeUtc { get => throw null; set { } }
        public abstract bool Exists { get; }
        public string Extension { get => throw null; }
        public virtual string FullName { get => throw null; }
        public DateTime LastAccessTime { get => throw null; set { } }
        public DateTime LastAccessTimeUtc { get => throw null; set { } }
        public DateTime LastWriteTime { get => throw null; set { } }
        public DateTime LastWriteTimeUtc { get => throw null; set { } }
        public string? LinkTarget { get => throw null; }
        public abstract string Name { get; }
        public void CreateAsSymbolicLink(string pathToTarget) { }
        public abstract void Delete();
        public void Refresh() { }
        public FileSystemInfo? ResolveLinkTarget(bool returnFinalTarget) => throw null;
        public override string ToString() => throw null;
    }

    public sealed class FileInfo : FileSystemInfo
    {
        public FileInfo(string fileName) { }
        public DirectoryInfo? Directory { get => throw null; }
        public string? DirectoryName { get => throw null; }
        public override bool Exists { get => throw null; }
        public bool IsReadOnly { get => throw null; set { } }
        public long Length { get => throw null; }
        public override string Name { get => throw null; }
        public StreamWriter AppendText() => throw null;
        public FileInfo CopyTo(string destFileName) => throw null;
        public FileInfo CopyTo(string destFileName, bool overwrite) => throw null;
        public FileStream Create() => throw null;
        public StreamWriter CreateText() => throw null;
        public override void Delete() { }
        public void MoveTo(string destFileName) { }
        public void MoveTo(string destFileName, bool overwrite) { }
        public FileStream Open(FileMode mode) => throw null;
        public FileStream Open(FileMode mode, FileAccess access) => throw null;
        public FileStream Open(FileMode mode, FileAccess access, FileShare share) => throw null;
        public FileStream Open(FileStreamOptions options) => throw null;
        public FileStream OpenRead() => throw null;
        public StreamReader OpenText() => throw null;
        public FileStream OpenWrite() => throw null;
        public FileInfo Replace(string destinationFileName, string? destinationBackupFileName) => throw null;
        public FileInfo Replace(string destinationFileName, string? destinationBackupFileName, bool ignoreMetadataErrors) => throw null;
    }

    public sealed class DirectoryInfo : FileSystemInfo
    {
        public DirectoryInfo(string path) { }
        public override bool Exists { get => throw null; }
        public override string Name { get => throw null; }
        public DirectoryInfo? Parent { get => throw null; }
        public DirectoryInfo Root { get => throw null; }
        public void Create() { }
        public DirectoryInfo CreateSubdirectory(string path) => throw null;
        public override void Delete() { }
        public void Delete(bool recursive) { }
        public IEnumerable<DirectoryInfo> EnumerateDirectories() => throw null;
        public IEnumerable<DirectoryInfo> EnumerateDirectories(string searchPattern) => throw null;
        public IEnumerable<DirectoryInfo> EnumerateDirectories(string searchPattern, EnumerationOptions enumerationOptions) => throw null;
        public IEnumerable<DirectoryInfo> EnumerateDirectories(string searchPattern, SearchOption searchOption) => throw null;
        public IEnumerable<FileInfo> EnumerateFiles() => throw null;
        public IEnumerable<FileInfo> EnumerateFiles(string searchPattern) => throw null;
        public IEnumerable<FileInfo> EnumerateFiles(string searchPattern, EnumerationOptions enumerationOptions) => throw null;
        public IEnumerable<FileInfo> EnumerateFiles(string searchPattern, SearchOption searchOption) => throw null;
        public IEnumerable<FileSystemInfo> EnumerateFileSystemInfos() => throw null;
        public IEnumerable<FileSystemInfo> EnumerateFileSystemInfos(string searchPattern) => throw null;
        public IEnumerable<FileSystemInfo> EnumerateFileSystemInfos(string searchPattern, EnumerationOptions enumerationOptions) => throw null;
        public IEnumerable<FileSystemInfo> EnumerateFileSystemInfos(string searchPattern, SearchOption searchOption) => throw null;
        public DirectoryInfo[] GetDirectories() => throw null;
        public DirectoryInfo[] GetDirectories(string searchPattern) => throw null;
        public DirectoryInfo[] GetDirectories(string searchPattern, EnumerationOptions enumerationOptions) => throw null;
        public DirectoryInfo[] GetDirectories(string searchPattern, SearchOption searchOption) => throw null;
        public FileInfo[] GetFiles() => throw null;
        public FileInfo[] GetFiles(string searchPattern) => throw null;
        public FileInfo[] GetFiles(string searchPattern, EnumerationOptions enumerationOptions) => throw null;
        public FileInfo[] GetFiles(string searchPattern, SearchOption searchOption) => throw null;
        public FileSystemInfo[] GetFileSystemInfos() => throw null;
        public FileSystemInfo[] GetFileSystemInfos(string searchPattern) => throw null;
        public FileSystemInfo[] GetFileSystemInfos(string searchPattern, EnumerationOptions enumerationOptions) => throw null;
        public FileSystemInfo[] GetFileSystemInfos(string searchPattern, SearchOption searchOption) => throw null;
        public void MoveTo(string destDirName) { }
    }

    public class EnumerationOptions
    {
        public EnumerationOptions() { }
        public FileAttributes AttributesToSkip { get => throw null; set { } }
        public int BufferSize { get => throw null; set { } }
        public bool IgnoreInaccessible { get => throw null; set { } }
        public MatchCasing MatchCasing { get => throw null; set { } }
        public MatchType MatchType { get => throw null; set { } }
        public int MaxRecursionDepth { get => throw null; set { } }
        public bool RecurseSubdirectories { get => throw null; set { } }
        public bool ReturnSpecialDirectories { get => throw null; set { } }
    }

    public enum MatchCasing
    {
        PlatformDefault = 0,
        CaseSensitive = 1,
        CaseInsensitive = 2,
    }

    public enum MatchType
    {
        Simple = 0,
        Win32 = 1,
    }

    public abstract class TextReader : MarshalByRefObject, IDisposable
    {
        public static readonly TextReader Null;
        protected TextReader() { }
        public virtual void Close() { }
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public virtual int Peek() => throw null;
        public virtual int Read() => throw null;
        public virtual int Read(char[] buffer, int index, int count) => throw null;
        public virtual int Read(Span<char> buffer) => throw null;
        public virtual Task<int> ReadAsync(char[] buffer, int index, int count) => throw null;
        public virtual ValueTask<int> ReadAsync(Memory<char> buffer, CancellationToken cancellationToken = default) => throw null;
        public virtual int ReadBlock(char[] buffer, int index, int count) => throw null;
        public virtual int ReadBlock(Span<char> buffer) => throw null;
        public virtual Task<int> ReadBlockAsync(char[] buffer, int index, int count) => throw null;
        public virtual ValueTask<int> ReadBlockAsync(Memory<char> buffer, CancellationToken cancellationToken = default) => throw null;
        public virtual string? ReadLine() => throw null;
        public virtual Task<string?> ReadLineAsync() => throw null;
        public virtual ValueTask<string?> ReadLineAsync(CancellationToken cancellationToken) => throw null;
        public virtual string ReadToEnd() => throw null;
        public virtual Task<string> ReadToEndAsync() => throw null;
        public virtual Task<string> ReadToEndAsync(CancellationToken cancellationToken) => throw null;
        public static TextReader Synchronized(TextReader reader) => throw null;
    }

    public abstract class TextWriter : MarshalByRefObject, IAsyncDisposable, IDisposable
    {
        protected char[] CoreNewLine;
        public static readonly TextWriter Null;
        protected TextWriter() { }
        protected TextWriter(IFormatProvider? formatProvider) { }
        public abstract Encoding Encoding { get; }
        public virtual IFormatProvider FormatProvider { get => throw null; }
        [AllowNull]
        public virtual string NewLine { get => throw null; set { } }
        public virtual void Close() { }
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public virtual ValueTask DisposeAsync() => throw null;
        public virtual void Flush() { }
        public virtual Task FlushAsync() => throw null;
        public virtual Task FlushAsync(CancellationToken cancellationToken) => throw null;
        public static TextWriter Synchronized(TextWriter writer) => throw null;
        public virtual void Write(bool value) { }
        public virtual void Write(char value) { }
        public virtual void Write(char[]? buffer) { }
        public virtual void Write(char[] buffer, int index, int count) { }
        public virtual void Write(decimal value) { }
        public virtual void Write(double value) { }
        public virtual void Write(int value) { }
        public virtual void Write(long value) { }
        public virtual void Write(object? value) { }
        public virtual void Write(ReadOnlySpan<char> buffer) { }
        public virtual void Write(float value) { }
        public virtual void Write(string? value) { }
        public virtual void Write(string format, object? arg0) { }
        public virtual void Write(string format, object? arg0, object? arg1) { }
        public virtual void Write(string format, object? arg0, object? arg1, object? arg2) { }
        public virtual void Write(string format, params object?[] arg) { }
        public virtual void Write(StringBuilder? value) { }
        [CLSCompliant(false)]
        public virtual void Write(uint value) { }
        [CLSCompliant(false)]
        public virtual void Write(ulong value) { }
        public virtual Task WriteAsync(char value) => throw null;
        public Task WriteAsync(char[]? buffer) => throw null;
        public virtual Task WriteAsync(char[] buffer, int index, int count) => throw null;
        public virtual Task WriteAsync(ReadOnlyMemory<char> buffer, CancellationToken cancellationToken = default) => throw null;
        public virtual Task WriteAsync(string? value) => throw null;
        public virtual Task WriteAsync(StringBuilder? value, CancellationToken cancellationToken = default) => throw null;
        public virtual void WriteLine() { }
        public virtual void WriteLine(bool value) { }
        public virtual void WriteLine(char value) { }
        public virtual void WriteLine(char[]? buffer) { }
        public virtual void WriteLine(char[] buffer, int index, int count) { }
        public virtual void WriteLine(decimal value) { }
        public virtual void WriteLine(double value) { }
        public virtual void WriteLine(int value) { }
        public virtual void WriteLine(long value) { }
        public virtual void WriteLine(object? value) { }
        public virtual void WriteLine(ReadOnlySpan<char> buffer) { }
        public virtual void WriteLine(float value) { }
        public virtual void WriteLine(string? value) { }
        public virtual void WriteLine(string format, object? arg0) { }
        public virtual void WriteLine(string format, object? arg0, object? arg1) { }
        public virtual void WriteLine(string format, object? arg0, object? arg1, object? arg2) { }
        public virtual void WriteLine(string format, params object?[] arg) { }
        public virtual void WriteLine(StringBuilder? value) { }
        [CLSCompliant(false)]
        public virtual void WriteLine(uint value) { }
        [CLSCompliant(false)]
        public virtual void WriteLine(ulong value) { }
        public virtual Task WriteLineAsync() => throw null;
        public virtual Task WriteLineAsync(char value) => throw null;
        public Task WriteLineAsync(char[]? buffer) => throw null;
        public virtual Task WriteLineAsync(char[] buffer, int index, int count) => throw null;
        public virtual Task WriteLineAsync(ReadOnlyMemory<char> buffer, CancellationToken cancellationToken = default) => throw null;
        public virtual Task WriteLineAsync(string? value) => throw null;
        public virtual Task WriteLineAsync(StringBuilder? value, CancellationToken cancellationToken = default) => throw null;
    }

    public class StreamReader : TextReader
    {
        public static readonly new StreamReader Null;
        public StreamReader(Stream stream) { }
        public StreamReader(Stream stream, bool detectEncodingFromByteOrderMarks) { }
        public StreamReader(Stream stream, Encoding encoding) { }
        public StreamReader(Stream stream, Encoding encoding, bool detectEncodingFromByteOrderMarks) { }
        public StreamReader(Stream stream, Encoding encoding, bool detectEncodingFromByteOrderMarks, int bufferSize) { }
        public StreamReader(Stream stream, Encoding? encoding = null, bool detectEncodingFromByteOrderMarks = true, int bufferSize = -1, bool leaveOpen = false) { }
        public StreamReader(string path) { }
        public StreamReader(string path, bool detectEncodingFromByteOrderMarks) { }
        public StreamReader(string path, Encoding encoding) { }
        public StreamReader(string path, Encoding encoding, bool detectEncodingFromByteOrderMarks) { }
        public StreamReader(string path, Encoding encoding, bool detectEncodingFromByteOrderMarks, int bufferSize) { }
        public StreamReader(string path, Encoding encoding, bool detectEncodingFromByteOrderMarks, FileStreamOptions options) { }
        public StreamReader(string path, FileStreamOptions options) { }
        public virtual Stream BaseStream { get => throw null; }
        public virtual Encoding CurrentEncoding { get => throw null; }
        public bool EndOfStream { get => throw null; }
        public override void Close() { }
        public void DiscardBufferedData() { }
        protected override void Dispose(bool disposing) { }
        public override int Peek() => throw null;
        public override int Read() => throw null;
        public override int Read(char[] buffer, int index, int count) => throw null;
        public override int Read(Span<char> buffer) => throw null;
        public override Task<int> ReadAsync(char[] buffer, int index, int count) => throw null;
        public override ValueTask<int> ReadAsync(Memory<char> buffer, CancellationToken cancellationToken = default) => throw null;
        public override int ReadBlock(char[] buffer, int index, int count) => throw null;
        public override int ReadBlock(Span<char> buffer) => throw null;
        public override string? ReadLine() => throw null;
        public override Task<string?> ReadLineAsync() => throw null;
        public override ValueTask<string?> ReadLineAsync(CancellationToken cancellationToken) => throw null;
        public override string ReadToEnd() => throw null;
        public override Task<string> ReadToEndAsync() => throw null;
        public override Task<string> ReadToEndAsync(CancellationToken cancellationToken) => throw null;
    }

    public class StreamWriter : TextWriter
    {
        public static readonly new StreamWriter Null;
        public StreamWriter(Stream stream) { }
        public StreamWriter(Stream stream, Encoding encoding) { }
        public StreamWriter(Stream stream, Encoding encoding, int bufferSize) { }
        public StreamWriter(Stream stream, Encoding? encoding = null, int bufferSize = -1, bool leaveOpen = false) { }
        public StreamWriter(string path) { }
        public StreamWriter(string path, bool append) { }
        public StreamWriter(string path, bool append, Encoding encoding) { }
        public StreamWriter(string path, bool append, Encoding encoding, int bufferSize) { }
        public StreamWriter(string path, Encoding encoding, FileStreamOptions options) { }
        public StreamWriter(string path, FileStreamOptions options) { }
        public virtual bool AutoFlush { get => throw null; set { } }
        public virtual Stream BaseStream { get => throw null; }
        public override Encoding Encoding { get => throw null; }
        public override void Close() { }
        protected override void Dispose(bool disposing) { }
        public override ValueTask DisposeAsync() => throw null;
        public override void Flush() { }
        public override Task FlushAsync() => throw null;
        public override Task FlushAsync(CancellationToken cancellationToken) => throw null;
        public override void Write(char value) { }
        public override void Write(char[]? buffer) { }
        public override void Write(char[] buffer, int index, int count) { }
        public override void Write(ReadOnlySpan<char> buffer) { }
        public override void Write(string? value) { }
        public override void Write(string format, object? arg0) { }
        public override void Write(string format, object? arg0, object? arg1) { }
        public override void Write(string format, object? arg0, object? arg1, object? arg2) { }
        public override void Write(string format, params object?[] arg) { }
        public override Task WriteAsync(char value) => throw null;
        public override Task WriteAsync(char[] buffer, int index, int count) => throw null;
        public override Task WriteAsync(ReadOnlyMemory<char> buffer, CancellationToken cancellationToken = default) => throw null;
        public override Task WriteAsync(string? value) => throw null;
        public override void WriteLine(ReadOnlySpan<char> buffer) { }
        public override void WriteLine(string? value) { }
        public override void WriteLine(string format, object? arg0) { }
        public override void WriteLine(string format, object? arg0, object? arg1) { }
        public override void WriteLine(string format, object? arg0, object? arg1, object? arg2) { }
        public override void WriteLine(string format, params object?[] arg) { }
        public override Task WriteLineAsync() => throw null;
        public override Task WriteLineAsync(char value) => throw null;
        public override Task WriteLineAsync(char[] buffer, int index, int count) => throw null;
        public override Task WriteLineAsync(ReadOnlyMemory<char> buffer, CancellationToken cancellationToken = default) => throw null;
        public override Task WriteLineAsync(string? value) => throw null;
    }

    public class StringReader : TextReader
    {
        public StringReader(string s) { }
        public override void Close() { }
        protected override void Dispose(bool disposing) { }
        public override int Peek() => throw null;
        public override int Read() => throw null;
        public override int Read(char[] buffer, int index, int count) => throw null;
        public override int Read(Span<char> buffer) => throw null;
        public override int ReadBlock(Span<char> buffer) => throw null;
        public override string? ReadLine() => throw null;
        public override Task<string?> ReadLineAsync() => throw null;
        public override ValueTask<string?> ReadLineAsync(CancellationToken cancellationToken) => throw null;
        public override string ReadToEnd() => throw null;
        public override Task<string> ReadToEndAsync() => throw null;
        public override Task<string> ReadToEndAsync(CancellationToken cancellationToken) => throw null;
    }

    public class StringWriter : TextWriter
    {
        public StringWriter() { }
        public StringWriter(IFormatProvider? formatProvider) { }
        public StringWriter(StringBuilder sb) { }
        public StringWriter(StringBuilder sb, IFormatProvider? formatProvider) { }
        public override Encoding Encoding { get => throw null; }
        public override void Close() { }
        protected override void Dispose(bool disposing) { }
        public override Task FlushAsync() => throw null;
        public virtual StringBuilder GetStringBuilder() => throw null;
        public override string ToString() => throw null;
        public override void Write(char value) { }
        public override void Write(char[] buffer, int index, int count) { }
        public override void Write(ReadOnlySpan<char> buffer) { }
        public override void Write(string? value) { }
        public override void Write(StringBuilder? value) { }
        public override Task WriteAsync(char value) => throw null;
        public override Task WriteAsync(char[] buffer, int index, int count) => throw null;
        public override Task WriteAsync(ReadOnlyMemory<char> buffer, CancellationToken cancellationToken = default) => throw null;
        public override Task WriteAsync(string? value) => throw null;
        public override Task WriteAsync(StringBuilder? value, CancellationToken cancellationToken = default) => throw null;
        public override void WriteLine(ReadOnlySpan<char> buffer) { }
        public override void WriteLine(StringBuilder? value) { }
        public override Task WriteLineAsync(char value) => throw null;
        public override Task WriteLineAsync(char[] buffer, int index, int count) => throw null;
        public override Task WriteLineAsync(ReadOnlyMemory<char> buffer, CancellationToken cancellationToken = default) => throw null;
        public override Task WriteLineAsync(string? value) => throw null;
        public override Task WriteLineAsync(StringBuilder? value, CancellationToken cancellationToken = default) => throw null;
    }

    public class BinaryReader : IDisposable
    {
        public BinaryReader(Stream input) { }
        public BinaryReader(Stream input, Encoding encoding) { }
        public BinaryReader(Stream input, Encoding encoding, bool leaveOpen) { }
        public virtual Stream BaseStream { get => throw null; }
        public virtual void Close() { }
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        protected virtual void FillBuffer(int numBytes) { }
        public virtual int PeekChar() => throw null;
        public virtual int Read() => throw null;
        public virtual int Read(byte[] buffer, int index, int count) => throw null;
        public virtual int Read(char[] buffer, int index, int count) => throw null;
        public virtual int Read(Span<byte> buffer) => throw null;
        public virtual int Read(Span<char> buffer) => throw null;
        public int Read7BitEncodedInt() => throw null;
        public long Read7BitEncodedInt64() => throw null;
        public virtual bool ReadBoolean() => throw null;
        public virtual byte ReadByte() => throw null;
        public virtual byte[] ReadBytes(int count) => throw null;
        public virtual char ReadChar() => throw null;
        public virtual char[] ReadChars(int count) => throw null;
        public virtual decimal ReadDecimal() => throw null;
        public virtual double ReadDouble() => throw null;
        public virtual void ReadExactly(Span<byte> buffer) { }
        public virtual Half ReadHalf() => throw null;
        public virtual short ReadInt16() => throw null;
        public virtual int ReadInt32() => throw null;
        public virtual long ReadInt64() => throw null;
        [CLSCompliant(false)]
        public virtual sbyte ReadSByte() => throw null;
        public virtual float ReadSingle() => throw null;
        public virtual string ReadString() => throw null;
        [CLSCompliant(false)]
        public virtual ushort ReadUInt16() => throw null;
        [CLSCompliant(false)]
        public virtual uint ReadUInt32() => throw null;
        [CLSCompliant(false)]
        public virtual ulong ReadUInt64() => throw null;
    }

    public class BinaryWriter : IAsyncDisposable, IDisposable
    {
        public static readonly BinaryWriter Null;
        protected Stream OutStream;
        protected BinaryWriter() { }
        public BinaryWriter(Stream output) { }
        public BinaryWriter(Stream output, Encoding encoding) { }
        public BinaryWriter(Stream output, Encoding encoding, bool leaveOpen) { }
        public virtual Stream BaseStream { get => throw null; }
        public virtual void Close() { }
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public virtual ValueTask DisposeAsync() => throw null;
        public virtual void Flush() { }
        public virtual long Seek(int offset, SeekOrigin origin) => throw null;
        public virtual void Write(bool value) { }
        public virtual void Write(byte value) { }
        public virtual void Write(byte[] buffer) { }
        public virtual void Write(byte[] buffer, int index, int count) { }
        public virtual void Write(char ch) { }
        public virtual void Write(char[] chars) { }
        public virtual void Write(char[] chars, int index, int count) { }
        public virtual void Write(decimal value) { }
        public virtual void Write(double value) { }
        public virtual void Write(Half value) { }
        public virtual void Write(short value) { }
        public virtual void Write(int value) { }
        public virtual void Write(long value) { }
        public virtual void Write(ReadOnlySpan<byte> buffer) { }
        public virtual void Write(ReadOnlySpan<char> chars) { }
        [CLSCompliant(false)]
        public virtual void Write(sbyte value) { }
        public virtual void Write(float value) { }
        public virtual void Write(string value) { }
        [CLSCompliant(false)]
        public virtual void Write(ushort value) { }
        [CLSCompliant(false)]
        public virtual void Write(uint value) { }
        [CLSCompliant(false)]
        public virtual void Write(ulong value) { }
        public void Write7BitEncodedInt(int value) { }
        public void Write7BitEncodedInt64(long value) { }
    }

    public class IOException : SystemException
    {
        public IOException() { }
        public IOException(string? message) { }
        public IOException(string? message, Exception? innerException) { }
        public IOException(string? message, int hresult) { }
    }

    public class FileNotFoundException : IOException
    {
        public FileNotFoundException() { }
        public FileNotFoundException(string? message) { }
        public FileNotFoundException(string? message, Exception? innerException) { }
        public FileNotFoundException(string? message, string? fileName) { }
        public FileNotFoundException(string? message, string? fileName, Exception? innerException) { }
        public string? FileName { get => throw null; }
        public string? FusionLog { get => throw null; }
        public override string Message { get => throw null; }
        public override string ToString() => throw null;
    }

    public class DirectoryNotFoundException : IOException
    {
        public DirectoryNotFoundException() { }
        public DirectoryNotFoundException(string? message) { }
        public DirectoryNotFoundException(string? message, Exception? innerException) { }
    }

    public class EndOfStreamException : IOException
    {
        public EndOfStreamException() { }
        public EndOfStreamException(string? message) { }
        public EndOfStreamException(string? message, Exception? innerException) { }
    }

    public class PathTooLongException : IOException
    {
        public PathTooLongException() { }
        public PathTooLongException(string? message) { }
        public PathTooLongException(string? message, Exception? innerException) { }
    }

    public sealed class InvalidDataException : SystemException
    {
        public InvalidDataException() { }
        public InvalidDataException(string? message) { }
        public InvalidDataException(string? message, Exception? innerException) { }
    }

    public enum FileMode
    {
        CreateNew = 1,
        Create = 2,
        Open = 3,
        OpenOrCreate = 4,
        Truncate = 5,
        Append = 6,
    }

    [Flags]
    public enum FileAccess
    {
        Read = 1,
        Write = 2,
        ReadWrite = 3,
    }

    [Flags]
    public enum FileShare
    {
        None = 0,
        Read = 1,
        Write = 2,
        ReadWrite = 3,
        Delete = 4,
        Inheritable = 16,
    }

    [Flags]
    public enum FileOptions
    {
        WriteThrough = -2147483648,
        None = 0,
        Encrypted = 16384,
        DeleteOnClose = 67108864,
        SequentialScan = 134217728,
        RandomAccess = 268435456,
        Asynchronous = 1073741824,
    }

    public enum SeekOrigin
    {
        Begin = 0,
        Current = 1,
        End = 2,
    }

    public enum SearchOption
    {
        TopDirectoryOnly = 0,
        AllDirectories = 1,
    }

    [Flags]
    public enum FileAttributes
    {
        ReadOnly = 1,
        Hidden = 2,
        System = 4,
        Directory = 16,
        Archive = 32,
        Device = 64,
        Normal = 128,
        Temporary = 256,
        SparseFile = 512,
        ReparsePoint = 1024,
        Compressed = 2048,
        Offline = 4096,
        NotContentIndexed = 8192,
        Encrypted = 16384,
        IntegrityStream = 32768,
        NoScrubData = 131072,
    }
}
