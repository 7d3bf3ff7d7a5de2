// Core library model: System.Text.RegularExpressions (Regex, Match, Group, Capture and their collections, RegexOptions, GeneratedRegexAttribute).
using System.Collections;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;

namespace System.Text.RegularExpressions
{
    /// <summary>Represents an immutable regular expression.</summary>
    public class Regex
    {
        public static readonly TimeSpan InfiniteMatchTimeout;
        protected Regex() { }
        public Regex(string pattern) { }
        public Regex(string pattern, RegexOptions options) { }
        public Regex(string pattern, RegexOptions options, TimeSpan matchTimeout) { }
        public static int CacheSize { get => throw null; set { } }
        public TimeSpan MatchTimeout { get => throw null; }
        public RegexOptions Options { get => throw null; }
        public bool RightToLeft { get => throw null; }
        public int Count(ReadOnlySpan<char> input) => throw null;
        public int Count(string input) => throw null;
        public static int Count(string input, string pattern) => throw null;
        public static int Count(string input, string pattern, RegexOptions options) => throw null;
        public static string Escape(string str) => throw null;
        public string[] GetGroupNames() => throw null;
        public int[] GetGroupNumbers() => throw null;
        public string GroupNameFromNumber(int i) => throw null;
        public int GroupNumberFromName(string name) => throw null;
        public bool IsMatch(ReadOnlySpan<char> input) => throw null;
        public bool IsMatch(ReadOnlySpan<char> input, int startat) => throw null;
        public static bool IsMatch(ReadOnlySpan<char> input, string pattern) => throw null;
        public static bool IsMatch(ReadOnlySpan<char> input, string pattern, RegexOptions options) => throw null;
        public static bool IsMatch(ReadOnlySpan<char> input, string pattern, RegexOptions options, TimeSpan matchTimeout) => throw null;
        public bool IsMatch(string input) => throw null;
        public bool IsMatch(string input, int startat) => throw null;
        public static bool IsMatch(string input, string pattern) => throw null;
        public static bool IsMatch(string input, string pattern, RegexOptions options) => throw null;
        public static bool IsMatch(string input, string pattern, RegexOptions options, TimeSpan matchTimeout) => throw null;
        public Match Match(string input) => throw null;
        public Match Match(string input, int startat) => throw null;
        public Match Match(string input, int beginning, int length) => throw null;
        public static Match Match(string input, string pattern) => throw null;
        public static Match Match(string input, string pattern, RegexOptions options) => throw null;
        public static Match Match(string input, string pattern, RegexOptions options, TimeSpan matchTimeout) => throw null;
        public MatchCollection Matches(string input) => throw null;
        public MatchCollection Matches(string input, int startat) => throw null;
        public static MatchCollection Matches(string input, string pattern) => throw null;
        public static MatchCollection Matches(string input, string pattern, RegexOptions options) => throw null;
        public static MatchCollection Matches(string input, string pattern, RegexOptions options, TimeSpan matchTimeout) => throw null;
        public string Replace(string input, MatchEvaluator evaluator) => throw null;
        public string Replace(string input, MatchEvaluator evaluator, int count) => throw null;
        public string Replace(string input, MatchEvaluator evaluator, int count, int startat) => throw null;
        public string Replace(string input, string replacement) => throw null;
        public string Replace(string input, string replacement, int count) => throw null;
        public string Replace(string input, string replacement, int count, int startat) => throw null;
        public static string Replace(string input, string pattern, MatchEvaluator evaluator) => throw null;
        public static string Replace(string input, string pattern, MatchEvaluator evaluator, RegexOptions options) => throw null;
        public static string Replace(string input, string pattern, MatchEvaluator evaluator, RegexOptions options, TimeSpan matchTimeout) => throw null;
        public static string Replace(string input, string pattern, string replacement) => throw null;
        public static string Replace(string input, string pattern, string replacement, RegexOptions options) => throw null;
        public static string Replace(string input, string pattern, string replacement, RegexOptions options, TimeSpan matchTimeout) => throw null;
        public string[] Split(string input) => throw null;
        public string[] Split(string input, int count) => throw null;
        public string[] Split(string input, int count, int startat) => throw null;
        public static string[] Split(string input, string pattern) => throw null;
        public static string[] Split(string input, string pattern, RegexOptions options) => throw null;
        public static string[] Split(string input, string pattern, RegexOptions options, TimeSpan matchTimeout) => throw null;
        public override string ToString() => throw null;
        public static string Unescape(string str) => throw null;
    }

    public delegate string MatchEvaluator(Match match);

    [Flags]
    public enum RegexOptions
    {
        None = 0,
        IgnoreCase = 1,
        Multiline = 2,
        ExplicitCapture = 4,
        Compiled = 8,
        Singleline = 16,
        IgnorePatternWhitespace = 32,
        RightToLeft = 64,
        ECMAScript = 256,
        CultureInvariant = 512,
        NonBacktracking = 1024,
    }

    public class Capture
    {
        internal Capture() { }
        public int Index { get => throw null; }
        public int Length { get => throw null; }
        public string Value { get => throw null; }
        public ReadOnlySpan<char> ValueSpan { get => throw null; }
        public override string ToString() => throw null;
    }

    public class Group : Capture
    {
        internal Group() { }
        public CaptureCollection Captures { get => throw null; }
        public string Name { get => throw null; }
        public bool Success { get => throw null; }
        public static Group Synchronized(Group inner) => throw null;
    }

    public class Match : Group
    {
        internal Match() { }
        public static Match Empty { get => throw null; }
        public virtual GroupCollection Groups { get => throw null; }
        public Match NextMatch() => throw null;
        public virtual string Result(string replacement) => throw null;
        public static Match Synchronized(Match inner) => throw null;
    }

    public class CaptureCollection : IList<Capture>, ICollection<Capture>, IEnumerable<Capture>, IEnumerable, IReadOnlyList<Capture>, IReadOnlyCollection<Capture>, IList, ICollection
    {
        internal CaptureCollection() { }
        public int Count { get => throw null; }
        public bool IsReadOnly { get => throw null; }
        public bool IsSynchronized { get => throw null; }
        public Capture this[int i] { get => throw null; }
        public object SyncRoot { get => throw null; }
        Capture IList<Capture>.this[int index] { get => throw null; set { } }
        bool IList.IsFixedSize { get => throw null; }
        object? IList.this[int index] { get => throw null; set { } }
        public void CopyTo(Array array, int arrayIndex) { }
        public void CopyTo(Capture[] array, int arrayIndex) { }
        public IEnumerator GetEnumerator() => throw null;
        void ICollection<Capture>.Add(Capture item) { }
        void ICollection<Capture>.Clear() { }
        bool ICollection<Capture>.Contains(Capture item) => throw null;
        bool ICollection<Capture>.Remove(Capture item) => throw null;
        IEnumerator<Capture> IEnumerable<Capture>.GetEnumerator() => throw null;
        int IList<Capture>.IndexOf(Capture item) => throw null;
        void IList<Capture>.Insert(int index, Capture item) { }
        void IList<Capture>.RemoveAt(int index) { }
        int IList.Add(object? value) => throw null;
        void IList.Clear() { }
        bool IList.Contains(object? value) => throw null;
        int IList.IndexOf(object? value) => throw null;
        void IList.Insert(int index, object? value) { }
        void IList.Remove(object? value) { }
        void IList.RemoveAt(int index) { }
    }

    public class GroupCollection : IList<Group>, ICollection<Group>, IEnumerable<Group>, IEnumerable, IReadOnlyList<Group>, IReadOnlyCollection<Group>, IReadOnlyDictionary<string, Group>, IReadOnlyCollection<KeyValuePair<string, Group>>, IEnumerable<KeyValuePair<string, Group>>, IList, ICollection
    {
        internal GroupCollection() { }
        public int Count { get => throw null; }
        public bool IsReadOnly { get => throw null; }
        public bool IsSynchronized { get => throw null; }
        public Group this[int groupnum] { get => throw null; }
        public Group this[string groupname] { get => throw null; }
        public IEnumerable<string> Keys { get => throw null; }
        public object SyncRoot { get => throw null; }
        public IEnumerable<Group> Values { get => throw null; }
        Group IList<Group>.this[int index] { get => throw null; set { } }
        bool IList.IsFixedSize { get => throw null; }
        object? IList.this[int index] { get => throw null; set { } }
        public bool ContainsKey(string key) => throw null;
        public void CopyTo(Array array, int arrayIndex) { }
        public void CopyTo(Group[] array, int arrayIndex) { }
        public IEnumerator GetEnumerator() => throw null;
        public bool TryGetValue(string key, [NotNullWhen(true)] out Group? value) => throw null;
        void ICollection<Group>.Add(Group item) { }
        void ICollection<Group>.Clear() { }
        bool ICollection<Group>.Contains(Group item) => throw null;
        bool ICollection<Group>.Remove(Group item) => throw null;
        IEnumerator<Group> IEnumerable<Group>.GetEnumerator() => throw null;
        IEnumerator<KeyValuePair<string, Group>> IEnumerable<KeyValuePair<string, Group>>.GetEnumerator() => throw null;
        int IList<Group>.IndexOf(Group item) => throw null;
        void IList<Group>.Insert(int index, Group item) { }
        void IList<Group>.RemoveAt(int index) { }
        int IList.Add(object? value) => throw null;
        void IList.Clear() { }
        bool IList.Contains(object? value) => throw null;
        int IList.IndexOf(object? value) => throw null;
        void IList.Insert(int index, object? value) { }
        void IList.Remove(object? value) { }
        void IList.RemoveAt(int index) { }
    }

    public class MatchCollection : IList<Match>, ICollection<Match>, IEnumerable<Match>, IEnumerable, IReadOnlyList<Match>, IReadOnlyCollection<Match>, IList, ICollection
    {
        internal MatchCollection() { }
        public int Count { get => throw null; }
        public bool IsReadOnly { get => throw null; }
        public bool IsSynchronized { get => throw null; }
        public virtual Match this[int i] { get => throw null; }
        public object SyncRoot { get => throw null; }
        Match IList<Match>.this[int index] { get => throw null; set { } }
        bool IList.IsFixedSize { get => throw null; }
        object? IList.this[int index] { get => throw null; set { } }
        public void CopyTo(Array array, int arrayIndex) { }
        public void CopyTo(Match[] array, int arrayIndex) { }
        public IEnumerator GetEnumerator() => throw null;
        void ICollection<Match>.Add(Match item) { }
        void ICollection<Match>.Clear() { }
        bool ICollection<Match>.Contains(Match item) => throw null;
        bool ICollection<Match>.Remove(Match item) => throw null;
        IEnumerator<Match> IEnumerable<Match>.GetEnumerator() => throw null;
        int IList<Match>.IndexOf(Match item) => throw null;
        void IList<Match>.Insert(int index, Match item) { }
        void IList<Match>.RemoveAt(int index) { }
        int IList.Add(object? value) => throw null;
        void IList.Clear() { }
        bool IList.Contains(object? value) => throw null;
        int IList.IndexOf(object? value) => throw null;
        void IList.Insert(int index, object? value) { }
        void IList.Remove(object? value) { }
        void IList.RemoveAt(int index) { }
    }

    public class RegexMatchTimeoutException : TimeoutException
    {
        public RegexMatchTimeoutException() { }
        public RegexMatchTimeoutException(string message) { }
        public RegexMatchTimeoutException(string message, Exception inner) { }
        public RegexMatchTimeoutException(string regexInput, string regexPattern, TimeSpan matchTimeout) { }
        public string Input { get => throw null; }
        public TimeSpan MatchTimeout { get => throw null; }
        public string Pattern { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Method | AttributeTargets.Property, AllowMultiple = false, Inherited = false)]
    public sealed class GeneratedRegexAttribute : Attribute
    {
        public GeneratedRegexAttribute(string pattern) { }
        public GeneratedRegexAttribute(string pattern, RegexOptions options) { }
        public GeneratedRegexAttribute(string pattern, RegexOptions options, int matchTimeoutMilliseconds) { }
        public GeneratedRegexAttribute(string pattern, RegexOptions options, int matchTimeoutMilliseconds, string cultureName) { }
        public GeneratedRegexAttribute(string pattern, RegexOptions options, string cultureName) { }
        public string CultureName { get => throw null; }
        public int MatchTimeoutMilliseconds { get => throw null; }
        public RegexOptions Options { get => throw null; }
        public string Pattern { get => throw null; }
    }
}
