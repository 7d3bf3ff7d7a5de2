// Core library model: date and time value types in System (DateTime, DateTimeOffset, TimeSpan, DateOnly, TimeOnly and their enums).
using System.Diagnostics.CodeAnalysis;
using System.Globalization;

namespace System
{
    public enum DateTimeKind
    {
        Unspecified = 0,
        Utc = 1,
        Local = 2,
    }

    public enum DayOfWeek
    {
        Sunday = 0,
        Monday = 1,
        Tuesday = 2,
        Wednesday = 3,
        Thursday = 4,
        Friday = 5,
        Saturday = 6,
    }

    /// <summary>Represents an instant in time, typically expressed as a date and time of day.</summary>
    public readonly struct DateTime : IComparable, IComparable<DateTime>, IEquatable<DateTime>, ISpanFormattable, IFormattable
    {
        public static readonly DateTime MaxValue;
        public static readonly DateTime MinValue;
        public static readonly DateTime UnixEpoch;
        public DateTime(DateOnly date, TimeOnly time) { }
        public DateTime(DateOnly date, TimeOnly time, DateTimeKind kind) { }
        public DateTime(int year, int month, int day) { }
        public DateTime(int year, int month, int day, Calendar calendar) { }
        public DateTime(int year, int month, int day, int hour, int minute, int second) { }
        public DateTime(int year, int month, int day, int hour, int minute, int second, DateTimeKind kind) { }
        public DateTime(int year, int month, int day, int hour, int minute, int second, int millisecond) { }
        public DateTime(int year, int month, int day, int hour, int minute, int second, int millisecond, DateTimeKind kind) { }
        public DateTime(int year, int month, int day, int hour, int minute, int second, int millisecond, int microsecond) { }
        public DateTime(int year, int month, int day, int hour, int minute, int second, int millisecond, int microsecond, DateTimeKind kind) { }
        public DateTime(long ticks) { }
        public DateTime(long ticks, DateTimeKind kind) { }
        public DateTime Date { get => throw null; }
        public int Day { get => throw null; }
        public DayOfWeek DayOfWeek { get => throw null; }
        public int DayOfYear { get => throw null; }
        public int Hour { get => throw null; }
        public DateTimeKind Kind { get => throw null; }
        public int Microsecond { get => throw null; }
        public int Millisecond { get => throw null; }
        public int Minute { get => throw null; }
        public int Month { get => throw null; }
        public int Nanosecond { get => throw null; }
        public static DateTime Now { get => throw null; }
        public int Second { get => throw null; }
        public long Ticks { get => throw null; }
        public TimeSpan TimeOfDay { get => throw null; }
        public static DateTime Today { get => throw null; }
        public static DateTime UtcNow { get => throw null; }
        public int Year { get => throw null; }
        public DateTime Add(TimeSpan value) => throw null;
        public DateTime AddDays(double value) => throw null;
        public DateTime AddHours(double value) => throw null;
        public DateTime AddMicroseconds(double value) => throw null;
        public DateTime AddMilliseconds(double value) => throw null;
        public DateTime AddMinutes(double value) => throw null;
        public DateTime AddMonths(int months) => throw null;
        public DateTime AddSeconds(double value) => throw null;
        public DateTime AddTicks(long value) => throw null;
        public DateTime AddYears(int value) => throw null;
        public static int Compare(DateTime t1, DateTime t2) => throw null;
        public int CompareTo(DateTime value) => throw null;
        public int CompareTo(object? value) => throw null;
        public static int DaysInMonth(int year, int month) => throw null;
        public void Deconstruct(out DateOnly date, out TimeOnly time) => throw null;
        public void Deconstruct(out int year, out int month, out int day) => throw null;
        public bool Equals(DateTime value) => throw null;
        public static bool Equals(DateTime t1, DateTime t2) => throw null;
        public override bool Equals([NotNullWhen(true)] object? value) => throw null;
        public static DateTime FromBinary(long dateData) => throw null;
        public static DateTime FromFileTime(long fileTime) => throw null;
        public static DateTime FromFileTimeUtc(long fileTime) => throw null;
        public static DateTime FromOADate(double d) => throw null;
        public string[] GetDateTimeFormats() => throw null;
        public string[] GetDateTimeFormats(char format) => throw null;
        public override int GetHashCode() => throw null;
        public TypeCode GetTypeCode() => throw null;
        public bool IsDaylightSavingTime() => throw null;
        public static bool IsLeapYear(int year) => throw null;
        public static DateTime operator +(DateTime d, TimeSpan t) => throw null;
        public static bool operator ==(DateTime d1, DateTime d2) => throw null;
        public static bool operator >(DateTime t1, DateTime t2) => throw null;
        public static bool operator >=(DateTime t1, DateTime t2) => throw null;
        public static bool operator !=(DateTime d1, DateTime d2) => throw null;
        public static bool operator <(DateTime t1, DateTime t2) => throw null;
        public static bool operator <=(DateTime t1, DateTime t2) => throw null;
        public static TimeSpan operator -(DateTime d1, DateTime d2) => throw null;
        public static DateTime operator -(DateTime d, TimeSpan t) => throw null;
        public static DateTime Parse(ReadOnlySpan<char> s, IFormatProvider? provider) => throw null;
        public static DateTime Parse(ReadOnlySpan<char> s, IFormatProvider? provider = null, DateTimeStyles styles = DateTimeStyles.None) => throw null;
        public static DateTime Parse(string s) => throw null;
        public static DateTime Parse(string s, IFormatProvider? provider) => throw null;
        public static DateTime Parse(string s, IFormatProvider? provider, DateTimeStyles styles) => throw null;
        public static DateTime ParseExact(ReadOnlySpan<char> s, ReadOnlySpan<char> format, IFormatProvider? provider, DateTimeStyles style = DateTimeStyles.None) => throw null;
        public static DateTime ParseExact(ReadOnlySpan<char> s, string[] formats, IFormatProvider? provider, DateTimeStyles style = DateTimeStyles.None) => throw null;
        public static DateTime ParseExact(string s, string format, IFormatProvider? provider) => throw null;
        public static DateTime ParseExact(string s, string format, IFormatProvider? provider, DateTimeStyles style) => throw null;
        public static DateTime ParseExact(string s, string[] formats, IFormatProvider? provider, DateTimeStyles style) => throw null;
        public static DateTime SpecifyKind(DateTime value, DateTimeKind kind) => throw null;
        public TimeSpan Subtract(DateTime value) => throw null;
        public DateTime Subtract(TimeSpan value) => throw null;
        public long ToBinary() => throw null;
        public long ToFileTime() => throw null;
        public long ToFileTimeUtc() => throw null;
        public DateTime ToLocalTime() => throw null;
        public string ToLongDateString() => throw null;
        public string ToLongTimeString() => throw null;
        public double ToOADate() => throw null;
        public string ToShortDateString() => throw null;
        public string ToShortTimeString() => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
        public string ToString(string? format) => throw null;
        public string ToString(string? format, IFormatProvider? provider) => throw null;
        public DateTime ToUniversalTime() => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, IFormatProvider? provider, DateTimeStyles styles, out DateTime result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, IFormatProvider? provider, out DateTime result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, out DateTime result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, DateTimeStyles styles, out DateTime result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, out DateTime result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, out DateTime result) => throw null;
        public static bool TryParseExact(ReadOnlySpan<char> s, ReadOnlySpan<char> format, IFormatProvider? provider, DateTimeStyles style, out DateTime result) => throw null;
        public static bool TryParseExact(ReadOnlySpan<char> s, [NotNullWhen(true)] string?[]? formats, IFormatProvider? provider, DateTimeStyles style, out DateTime result) => throw null;
        public static bool TryParseExact([NotNullWhen(true)] string? s, [NotNullWhen(true)] string? format, IFormatProvider? provider, DateTimeStyles style, out DateTime result) => throw null;
        public static bool TryParseExact([NotNullWhen(true)] string? s, [NotNullWhen(true)] string?[]? formats, IFormatProvider? provider, DateTimeStyles style, out DateTime result) => throw null;
    }

    public readonly struct DateTimeOffset : IComparable, IComparable<DateTimeOffset>, IEquatable<DateTimeOffset>, ISpanFormattable, IFormattable
    {
        public static readonly DateTimeOffset MaxValue;
        public static readonly DateTimeOffset MinValue;
        public static readonly DateTimeOffset UnixEpoch;
        public DateTimeOffset(DateOnly date, TimeOnly time, TimeSpan offset) { }
        public DateTimeOffset(DateTime dateTime) { }
        public DateTimeOffset(DateTime dateTime, TimeSpan offset) { }
        public DateTimeOffset(int year, int month, int day, int hour, int minute, int second, int millisecond, Calendar calendar, TimeSpan offset) { }
        public DateTimeOffset(int year, int month, int day, int hour, int minute, int second, int millisecond, int microsecond, TimeSpan offset) { }
        public DateTimeOffset(int year, int month, int day, int hour, int minute, int second, int millisecond, TimeSpan offset) { }
        public DateTimeOffset(int year, int month, int day, int hour, int minute, int second, TimeSpan offset) { }
        public DateTimeOffset(long ticks, TimeSpan offset) { }
        public DateTime Date { get => throw null; }
        public DateTime DateTime { get => throw null; }
        public int Day { get => throw null; }
        public DayOfWeek DayOfWeek { get => throw null; }
        public int DayOfYear { get => throw null; }
        public int Hour { get => throw null; }
        public DateTime LocalDateTime { get => throw null; }
        public int Microsecond { get => throw null; }
        public int Millisecond { get => throw null; }
        public int Minute { get => throw null; }
        public int Month { get => throw null; }
        public int Nanosecond { get => throw null; }
        public static DateTimeOffset Now { get => throw null; }
        public TimeSpan Offset { get => throw null; }
        public int Second { get => throw null; }
        public long Ticks { get => throw null; }
        public TimeSpan TimeOfDay { get => throw null; }
        public DateTime UtcDateTime { get => throw null; }
        public static DateTimeOffset UtcNow { get => throw null; }
        public long UtcTicks { get => throw null; }
        public int Year { get => throw null; }
        public DateTimeOffset Add(TimeSpan timeSpan) => throw null;
        public DateTimeOffset AddDays(double days) => throw null;
        public DateTimeOffset AddHours(double hours) => throw null;
        public DateTimeOffset AddMicroseconds(double microseconds) => throw null;
        public DateTimeOffset AddMilliseconds(double milliseconds) => throw null;
        public DateTimeOffset AddMinutes(double minutes) => throw null;
        public DateTimeOffset AddMonths(int months) => throw null;
        public DateTimeOffset AddSeconds(double seconds) => throw null;
        public DateTimeOffset AddTicks(long ticks) => throw null;
        public DateTimeOffset AddYears(int years) => throw null;
        public static int Compare(DateTimeOffset first, DateTimeOffset second) => throw null;
        public int CompareTo(DateTimeOffset other) => throw null;
        int IComparable.CompareTo(object? obj) => throw null;
        public void Deconstruct(out DateOnly date, out TimeOnly time, out TimeSpan offset) => throw null;
        public bool Equals(DateTimeOffset other) => throw null;
        public static bool Equals(DateTimeOffset first, DateTimeOffset second) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public bool EqualsExact(DateTimeOffset other) => throw null;
        public static DateTimeOffset FromFileTime(long fileTime) => throw null;
        public static DateTimeOffset FromUnixTimeMilliseconds(long milliseconds) => throw null;
        public static DateTimeOffset FromUnixTimeSeconds(long seconds) => throw null;
        public override int GetHashCode() => throw null;
        public static DateTimeOffset operator +(DateTimeOffset dateTimeOffset, TimeSpan timeSpan) => throw null;
        public static bool operator ==(DateTimeOffset left, DateTimeOffset right) => throw null;
        public static bool operator >(DateTimeOffset left, DateTimeOffset right) => throw null;
        public static bool operator >=(DateTimeOffset left, DateTimeOffset right) => throw null;
        public static implicit operator DateTimeOffset(DateTime dateTime) => throw null;
        public static bool operator !=(DateTimeOffset left, DateTimeOffset right) => throw null;
        public static bool operator <(DateTimeOffset left, DateTimeOffset right) => throw null;
        public static bool operator <=(DateTimeOffset left, DateTimeOffset right) => throw null;
        public static TimeSpan operator -(DateTimeOffset left, DateTimeOffset right) => throw null;
        public static DateTimeOffset operator -(DateTimeOffset dateTimeOffset, TimeSpan timeSpan) => throw null;
        public static DateTimeOffset Parse(ReadOnlySpan<char> input, IFormatProvider? formatProvider = null, DateTimeStyles styles = DateTimeStyles.None) => throw null;
        public static DateTimeOffset Parse(ReadOnlySpan<char> s, IFormatProvider? provider) => throw null;
        public static DateTimeOffset Parse(string input) => throw null;
        public static DateTimeOffset Parse(string input, IFormatProvider? formatProvider) => throw null;
        public static DateTimeOffset Parse(string input, IFormatProvider? formatProvider, DateTimeStyles styles) => throw null;
        public static DateTimeOffset ParseExact(string input, string format, IFormatProvider? formatProvider) => throw null;
        public static DateTimeOffset ParseExact(string input, string format, IFormatProvider? formatProvider, DateTimeStyles styles) => throw null;
        public static DateTimeOffset ParseExact(string input, string[] formats, IFormatProvider? formatProvider, DateTimeStyles styles) => throw null;
        public TimeSpan Subtract(DateTimeOffset value) => throw null;
        public DateTimeOffset Subtract(TimeSpan value) => throw null;
        public long ToFileTime() => throw null;
        public DateTimeOffset ToLocalTime() => throw null;
        public DateTimeOffset ToOffset(TimeSpan offset) => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? formatProvider) => throw null;
        public string ToString(string? format) => throw null;
        public string ToString(string? format, IFormatProvider? formatProvider) => throw null;
        public DateTimeOffset ToUniversalTime() => throw null;
        public long ToUnixTimeMilliseconds() => throw null;
        public long ToUnixTimeSeconds() => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? formatProvider = null) => throw null;
        public static bool TryParse(ReadOnlySpan<char> input, IFormatProvider? formatProvider, DateTimeStyles styles, out DateTimeOffset result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, IFormatProvider? provider, out DateTimeOffset result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> input, out DateTimeOffset result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? input, IFormatProvider? formatProvider, DateTimeStyles styles, out DateTimeOffset result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, out DateTimeOffset result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? input, out DateTimeOffset result) => throw null;
        public static bool TryParseExact([NotNullWhen(true)] string? input, [NotNullWhen(true)] string? format, IFormatProvider? formatProvider, DateTimeStyles styles, out DateTimeOffset result) => throw null;
        public static bool TryParseExact([NotNullWhen(true)] string? input, [NotNullWhen(true)] string?[]? formats, IFormatProvider? formatProvider, DateTimeStyles styles, out DateTimeOffset result) => throw null;
    }

    /// <summary>Represents a time interval.</summary>
    public readonly struct TimeSpan : IComparable, IComparable<TimeSpan>, IEquatable<TimeSpan>, ISpanFormattable, IFormattable
    {
        public static readonly TimeSpan MaxValue;
        public static readonly TimeSpan MinValue;
        public const long NanosecondsPerTick = 100L;
        public const long TicksPerDay = 864000000000L;
        public const long TicksPerHour = 36000000000L;
        public const long TicksPerMicrosecond = 10L;
        public const long TicksPerMillisecond = 10000L;
        public const long TicksPerMinute = 600000000L;
        public const long TicksPerSecond = 10000000L;
        public static readonly TimeSpan Zero;
        public TimeSpan(int hours, int minutes, int seconds) { }
        public TimeSpan(int days, int hours, int minutes, int seconds) { }
        public TimeSpan(int days, int hours, int minutes, int seconds, int milliseconds) { }
        public TimeSpan(int days, int hours, int minutes, int seconds, int milliseconds, int microseconds) { }
        public TimeSpan(long ticks) { }
        public int Days { get => throw null; }
        public int Hours { get => throw null; }
        public int Microseconds { get => throw null; }
        public int Milliseconds { get => throw null; }
        public int Minutes { get => throw null; }
        public int Nanoseconds { get => throw null; }
        public int Seconds { get => throw null; }
        public long Ticks { get => throw null; }
        public double TotalDays { get => throw null; }
        public double TotalHours { get => throw null; }
        public double TotalMicroseconds { get => throw null; }
        public double TotalMilliseconds { get => throw null; }
        public double TotalMinutes { get => throw null; }
        public double TotalNanoseconds { get => throw null; }
        public double TotalSeconds { get => throw null; }
        public TimeSpan Add(TimeSpan ts) => throw null;
        public static int Compare(TimeSpan t1, TimeSpan t2) => throw null;
        public int CompareTo(object? value) => throw null;
        public int CompareTo(TimeSpan value) => throw null;
        public TimeSpan Divide(double divisor) => throw null;
        public double Divide(TimeSpan ts) => throw null;
        public TimeSpan Duration() => throw null;
        public override bool Equals([NotNullWhen(true)] object? value) => throw null;
        public bool Equals(TimeSpan obj) => throw null;
        public static bool Equals(TimeSpan t1, TimeSpan t2) => throw null;
        public static TimeSpan FromDays(double value) => throw null;
        public static TimeSpan FromHours(double value) => throw null;
        public static TimeSpan FromMicroseconds(double value) => throw null;
        public static TimeSpan FromMilliseconds(double value) => throw null;
        public static TimeSpan FromMinutes(double value) => throw null;
        public static TimeSpan FromSeconds(double value) => throw null;
        public static TimeSpan FromTicks(long value) => throw null;
        public override int GetHashCode() => throw null;
        public TimeSpan Multiply(double factor) => throw null;
        public TimeSpan Negate() => throw null;
        public static TimeSpan operator +(TimeSpan t1, TimeSpan t2) => throw null;
        public static TimeSpan operator /(TimeSpan timeSpan, double divisor) => throw null;
        public static double operator /(TimeSpan t1, TimeSpan t2) => throw null;
        public static bool operator ==(TimeSpan t1, TimeSpan t2) => throw null;
        public static bool operator >(TimeSpan t1, TimeSpan t2) => throw null;
        public static bool operator >=(TimeSpan t1, TimeSpan t2) => throw null;
        public static bool operator !=(TimeSpan t1, TimeSpan t2) => throw null;
        public static bool operator <(TimeSpan t1, TimeSpan t2) => throw null;
        public static bool operator <=(TimeSpan t1, TimeSpan t2) => throw null;
        public static TimeSpan operator *(double factor, TimeSpan timeSpan) => throw null;
        public static TimeSpan operator *(TimeSpan timeSpan, double factor) => throw null;
        public static TimeSpan operator -(TimeSpan t1, TimeSpan t2) => throw null;
        public static TimeSpan operator -(TimeSpan t) => throw null;
        public static TimeSpan operator +(TimeSpan t) => throw null;
        public static TimeSpan Parse(ReadOnlySpan<char> input, IFormatProvider? formatProvider = null) => throw null;
        public static TimeSpan Parse(string s) => throw null;
        public static TimeSpan Parse(string input, IFormatProvider? formatProvider) => throw null;
        public static TimeSpan ParseExact(string input, string format, IFormatProvider? formatProvider) => throw null;
        public static TimeSpan ParseExact(string input, string format, IFormatProvider? formatProvider, TimeSpanStyles styles) => throw null;
        public static TimeSpan ParseExact(string input, string[] formats, IFormatProvider? formatProvider) => throw null;
        public TimeSpan Subtract(TimeSpan ts) => throw null;
        public override string ToString() => throw null;
        public string ToString(string? format) => throw null;
        public string ToString(string? format, IFormatProvider? formatProvider) => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? formatProvider = null) => throw null;
        public static bool TryParse(ReadOnlySpan<char> input, IFormatProvider? formatProvider, out TimeSpan result) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, out TimeSpan result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? input, IFormatProvider? formatProvider, out TimeSpan result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, out TimeSpan result) => throw null;
        public static bool TryParseExact([NotNullWhen(true)] string? input, [NotNullWhen(true)] string? format, IFormatProvider? formatProvider, out TimeSpan result) => throw null;
        public static bool TryParseExact([NotNullWhen(true)] string? input, [NotNullWhen(true)] string?[]? formats, IFormatProvider? formatProvider, out TimeSpan result) => throw null;
    }

    public readonly struct DateOnly : IComparable, IComparable<DateOnly>, IEquatable<DateOnly>, ISpanFormattable, IFormattable
    {
        public DateOnly(int year, int month, int day) { }
        public DateOnly(int year, int month, int day, Calendar calendar) { }
        public int Day { get => throw null; }
        public int DayNumber { get => throw null; }
        public DayOfWeek DayOfWeek { get => throw null; }
        public int DayOfYear { get => throw null; }
        public static DateOnly MaxValue { get => throw null; }
        public static DateOnly MinValue { get => throw null; }
        public int Month { get => throw null; }
        public int Year { get => throw null; }
        public DateOnly AddDays(int value) => throw null;
        public DateOnly AddMonths(int value) => throw null;
        public DateOnly AddYears(int value) => throw null;
        public int CompareTo(DateOnly value) => throw null;
        public int CompareTo(object? value) => throw null;
        public void Deconstruct(out int year, out int month, out int day) => throw null;
        public bool Equals(DateOnly value) => throw null;
        public override bool Equals([NotNullWhen(true)] object? value) => throw null;
        public static DateOnly FromDateTime(DateTime dateTime) => throw null;
        public static DateOnly FromDayNumber(int dayNumber) => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(DateOnly left, DateOnly right) => throw null;
        public static bool operator >(DateOnly left, DateOnly right) => throw null;
        public static bool operator >=(DateOnly left, DateOnly right) => throw null;
        public static bool operator !=(DateOnly left, DateOnly right) => throw null;
        public static bool operator <(DateOnly left, DateOnly right) => throw null;
        public static bool operator <=(DateOnly left, DateOnly right) => throw null;
        public static DateOnly Parse(ReadOnlySpan<char> s, IFormatProvider? provider) => throw null;
        public static DateOnly Parse(ReadOnlySpan<char> s, IFormatProvider? provider = null, DateTimeStyles style = DateTimeStyles.None) => throw null;
        public static DateOnly Parse(string s) => throw null;
        public static DateOnly Parse(string s, IFormatProvider? provider) => throw null;
        public static DateOnly Parse(string s, IFormatProvider? provider, DateTimeStyles style = DateTimeStyles.None) => throw null;
        public static DateOnly ParseExact(string s, string format) => throw null;
        public static DateOnly ParseExact(string s, string format, IFormatProvider? provider, DateTimeStyles style = DateTimeStyles.None) => throw null;
        public DateTime ToDateTime(TimeOnly time) => throw null;
        public DateTime ToDateTime(TimeOnly time, DateTimeKind kind) => throw null;
        public string ToLongDateString() => throw null;
        public string ToShortDateString() => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
        public string ToString(string? format) => throw null;
        public string ToString(string? format, IFormatProvider? provider) => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null) => throw null;
        public static bool TryParse(ReadOnlySpan<char> s, out DateOnly result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, out DateOnly result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, out DateOnly result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, DateTimeStyles style, out DateOnly result) => throw null;
        public static bool TryParseExact([NotNullWhen(true)] string? s, [NotNullWhen(true)] string? format, out DateOnly result) => throw null;
        public static bool TryParseExact([NotNullWhen(true)] string? s, [NotNullWhen(true)] string? format, IFormatProvider? provider, DateTimeStyles style, out DateOnly result) => throw null;
    }

    public readonly struct TimeOnly : IComparable, IComparable<TimeOnly>, IEquatable<TimeOnly>, ISpanFormattable, IFormattable
    {
        public TimeOnly(int hour, int minute) { }
        public TimeOnly(int hour, int minute, int second) { }
        public TimeOnly(int hour, int minute, int second, int millisecond) { }
        public TimeOnly(int hour, int minute, int second, int millisecond, int microsecond) { }
        public TimeOnly(long ticks) { }
        public int Hour { get => throw null; }
        public static TimeOnly MaxValue { get => throw null; }
        public int Microsecond { get => throw null; }
        public int Millisecond { get => throw null; }
        public int Minute { get => throw null; }
        public static TimeOnly MinValue { get => throw null; }
        public int Nanosecond { get => throw null; }
        public int Second { get => throw null; }
        public long Ticks { get => throw null; }
        public TimeOnly Add(TimeSpan value) => throw null;
        public TimeOnly Add(TimeSpan value, out int wrappedDays) => throw null;
        public TimeOnly AddHours(double value) => throw null;
        public TimeOnly AddHours(double value, out int wrappedDays) => throw null;
        public TimeOnly AddMinutes(double value) => throw null;
        public TimeOnly AddMinutes(double value, out int wrappedDays) => throw null;
        public int CompareTo(object? value) => throw null;
        public int CompareTo(TimeOnly value) => throw null;
        public void Deconstruct(out int hour, out int minute) => throw null;
        public void Deconstruct(out int hour, out int minute, out int second) => throw null;
        public bool Equals(TimeOnly value) => throw null;
        public override bool Equals([NotNullWhen(true)] object? value) => throw null;
        public static TimeOnly FromDateTime(DateTime dateTime) => throw null;
        public static TimeOnly FromTimeSpan(TimeSpan timeSpan) => throw null;
        public override int GetHashCode() => throw null;
        public bool IsBetween(TimeOnly start, TimeOnly end) => throw null;
        public static bool operator ==(TimeOnly left, TimeOnly right) => throw null;
        public static bool operator >(TimeOnly left, TimeOnly right) => throw null;
        public static bool operator >=(TimeOnly left, TimeOnly right) => throw null;
        public static bool operator !=(TimeOnly left, TimeOnly right) => throw null;
        public static bool operator <(TimeOnly left, TimeOnly right) => throw null;
        public static bool operator <=(TimeOnly left, TimeOnly right) => throw null;
        public static TimeSpan operator -(TimeOnly t1, TimeOnly t2) => throw null;
        public static TimeOnly Parse(string s) => throw null;
        public static TimeOnly Parse(string s, IFormatProvider? provider) => throw null;
        public static TimeOnly Parse(string s, IFormatProvider? provider, DateTimeStyles style = DateTimeStyles.None) => throw null;
        public static TimeOnly ParseExact(string s, string format) => throw null;
        public string ToLongTimeString() => throw null;
        public string ToShortTimeString() => throw null;
        public override string ToString() => throw null;
        public string ToString(IFormatProvider? provider) => throw null;
        public string ToString(string? format) => throw null;
        public string ToString(string? format, IFormatProvider? provider) => throw null;
        public TimeSpan ToTimeSpan() => throw null;
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, out TimeOnly result) => throw null;
        public static bool TryParse([NotNullWhen(true)] string? s, IFormatProvider? provider, out TimeOnly result) => throw null;
        public static bool TryParseExact([NotNullWhen(true)] string? s, [NotNullWhen(true)] string? format, out TimeOnly result) => throw null;
    }
}
