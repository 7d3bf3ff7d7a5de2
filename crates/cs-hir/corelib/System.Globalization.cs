// Core library model: System.Globalization (CultureInfo, CompareInfo, TextInfo, NumberFormatInfo, DateTimeFormatInfo, Calendar and the style/option enums).
using System.Diagnostics.CodeAnalysis;

namespace System.Globalization
{
    public class CultureInfo : ICloneable, IFormatProvider
    {
        public CultureInfo(int culture) { }
        public CultureInfo(int culture, bool useUserOverride) { }
        public CultureInfo(string name) { }
        public CultureInfo(string name, bool useUserOverride) { }
        public virtual Calendar Calendar { get => throw null; }
        public virtual CompareInfo CompareInfo { get => throw null; }
        public static CultureInfo CurrentCulture { get => throw null; set { } }
        public static CultureInfo CurrentUICulture { get => throw null; set { } }
        public virtual DateTimeFormatInfo DateTimeFormat { get => throw null; set { } }
        public static CultureInfo? DefaultThreadCurrentCulture { get => throw null; set { } }
        public static CultureInfo? DefaultThreadCurrentUICulture { get => throw null; set { } }
        public virtual string DisplayName { get => throw null; }
        public virtual string EnglishName { get => throw null; }
        public string IetfLanguageTag { get => throw null; }
        public static CultureInfo InstalledUICulture { get => throw null; }
        public static CultureInfo InvariantCulture { get => throw null; }
        public virtual bool IsNeutralCulture { get => throw null; }
        public bool IsReadOnly { get => throw null; }
        public virtual int KeyboardLayoutId { get => throw null; }
        public virtual int LCID { get => throw null; }
        public virtual string Name { get => throw null; }
        public virtual string NativeName { get => throw null; }
        public virtual NumberFormatInfo NumberFormat { get => throw null; set { } }
        public virtual Calendar[] OptionalCalendars { get => throw null; }
        public virtual CultureInfo Parent { get => throw null; }
        public virtual TextInfo TextInfo { get => throw null; }
        public virtual string ThreeLetterISOLanguageName { get => throw null; }
        public virtual string ThreeLetterWindowsLanguageName { get => throw null; }
        public virtual string TwoLetterISOLanguageName { get => throw null; }
        public bool UseUserOverride { get => throw null; }
        public void ClearCachedData() { }
        public virtual object Clone() => throw null;
        public static CultureInfo CreateSpecificCulture(string name) => throw null;
        public override bool Equals([NotNullWhen(true)] object? value) => throw null;
        public CultureInfo GetConsoleFallbackUICulture() => throw null;
        public static CultureInfo GetCultureInfo(int culture) => throw null;
        public static CultureInfo GetCultureInfo(string name) => throw null;
        public static CultureInfo GetCultureInfo(string name, bool predefinedOnly) => throw null;
        public static CultureInfo GetCultureInfo(string name, string altName) => throw null;
        public static CultureInfo GetCultureInfoByIetfLanguageTag(string name) => throw null;
        public static CultureInfo[] GetCultures(CultureTypes types) => throw null;
        public virtual object? GetFormat(Type? formatType) => throw null;
        public override int GetHashCode() => throw null;
        public static CultureInfo ReadOnly(CultureInfo ci) => throw null;
        public override string ToString() => throw null;
    }

    [Flags]
    public enum CultureTypes
    {
        NeutralCultures = 1,
        SpecificCultures = 2,
        InstalledWin32Cultures = 4,
        AllCultures = 7,
        UserCustomCulture = 8,
        ReplacementCultures = 16,
        WindowsOnlyCultures = 32,
        FrameworkCultures = 64,
    }

    public class CultureNotFoundException : ArgumentException
    {
        public CultureNotFoundException() { }
        public CultureNotFoundException(string? message) { }
        public CultureNotFoundException(string? message, Exception? innerException) { }
        public CultureNotFoundException(string? paramName, string? message) { }
        public CultureNotFoundException(string? paramName, string? invalidCultureName, string? message) { }
        public virtual string? InvalidCultureName { get => throw null; }
        public override string Message { get => throw null; }
    }

    public sealed class CompareInfo
    {
        internal CompareInfo() { }
        public int LCID { get => throw null; }
        public string Name { get => throw null; }
        public int Compare(string? string1, string? string2) => throw null;
        public int Compare(string? string1, string? string2, CompareOptions options) => throw null;
        public int Compare(ReadOnlySpan<char> string1, ReadOnlySpan<char> string2, CompareOptions options = CompareOptions.None) => throw null;
        public override bool Equals([NotNullWhen(true)] object? value) => throw null;
        public static CompareInfo GetCompareInfo(int culture) => throw null;
        public static CompareInfo GetCompareInfo(string name) => throw null;
        public override int GetHashCode() => throw null;
        public int GetHashCode(string source, CompareOptions options) => throw null;
        public int IndexOf(string source, char value) => throw null;
        public int IndexOf(string source, char value, CompareOptions options) => throw null;
        public int IndexOf(string source, string value) => throw null;
        public int IndexOf(string source, string value, CompareOptions options) => throw null;
        public bool IsPrefix(string source, string prefix) => throw null;
        public bool IsPrefix(string source, string prefix, CompareOptions options) => throw null;
        public bool IsSuffix(string source, string suffix) => throw null;
        public bool IsSuffix(string source, string suffix, CompareOptions options) => throw null;
        public int LastIndexOf(string source, string value, CompareOptions options) => throw null;
        public override string ToString() => throw null;
    }

    public sealed class TextInfo : ICloneable
    {
        internal TextInfo() { }
        public int ANSICodePage { get => throw null; }
        public string CultureName { get => throw null; }
        public bool IsReadOnly { get => throw null; }
        public bool IsRightToLeft { get => throw null; }
        public int LCID { get => throw null; }
        public string ListSeparator { get => throw null; set { } }
        public object Clone() => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public static TextInfo ReadOnly(TextInfo textInfo) => throw null;
        public char ToLower(char c) => throw null;
        public string ToLower(string str) => throw null;
        public override string ToString() => throw null;
        public string ToTitleCase(string str) => throw null;
        public char ToUpper(char c) => throw null;
        public string ToUpper(string str) => throw null;
    }

    public sealed class NumberFormatInfo : ICloneable, IFormatProvider
    {
        public NumberFormatInfo() { }
        public int CurrencyDecimalDigits { get => throw null; set { } }
        public string CurrencyDecimalSeparator { get => throw null; set { } }
        public string CurrencyGroupSeparator { get => throw null; set { } }
        public int[] CurrencyGroupSizes { get => throw null; set { } }
        public int CurrencyNegativePattern { get => throw null; set { } }
        public int CurrencyPositivePattern { get => throw null; set { } }
        public string CurrencySymbol { get => throw null; set { } }
        public static NumberFormatInfo CurrentInfo { get => throw null; }
        public static NumberFormatInfo InvariantInfo { get => throw null; }
        public bool IsReadOnly { get => throw null; }
        public string NaNSymbol { get => throw null; set { } }
        public string NegativeInfinitySymbol { get => throw null; set { } }
        public string NegativeSign { get => throw null; set { } }
        public int NumberDecimalDigits { get => throw null; set { } }
        public string NumberDecimalSeparator { get => throw null; set { } }
        public string NumberGroupSeparator { get => throw null; set { } }
        public int[] NumberGroupSizes { get => throw null; set { } }
        public int NumberNegativePattern { get => throw null; set { } }
        public int PercentDecimalDigits { get => throw null; set { } }
        public string PercentDecimalSeparator { get => throw null; set { } }
        public string PercentGroupSeparator { get => throw null; set { } }
        public string PercentSymbol { get => throw null; set { } }
        public string PerMilleSymbol { get => throw null; set { } }
        public string PositiveInfinitySymbol { get => throw null; set { } }
        public string PositiveSign { get => throw null; set { } }
        public object Clone() => throw null;
        public object? GetFormat(Type? formatType) => throw null;
        public static NumberFormatInfo GetInstance(IFormatProvider? formatProvider) => throw null;
        public static NumberFormatInfo ReadOnly(NumberFormatInfo nfi) => throw null;
    }

    public sealed class DateTimeFormatInfo : ICloneable, IFormatProvider
    {
        public DateTimeFormatInfo() { }
        public string[] AbbreviatedDayNames { get => throw null; set { } }
        public string[] AbbreviatedMonthNames { get => throw null; set { } }
        public string AMDesignator { get => throw null; set { } }
        public Calendar Calendar { get => throw null; set { } }
        public static DateTimeFormatInfo CurrentInfo { get => throw null; }
        public string DateSeparator { get => throw null; set { } }
        public string[] DayNames { get => throw null; set { } }
        public DayOfWeek FirstDayOfWeek { get => throw null; set { } }
        public string FullDateTimePattern { get => throw null; set { } }
        public static DateTimeFormatInfo InvariantInfo { get => throw null; }
        public bool IsReadOnly { get => throw null; }
        public string LongDatePattern { get => throw null; set { } }
        public string LongTimePattern { get => throw null; set { } }
        public string MonthDayPattern { get => throw null; set { } }
        public string[] MonthNames { get => throw null; set { } }
        public string PMDesignator { get => throw null; set { } }
        public string RFC1123Pattern { get => throw null; }
        public string ShortDatePattern { get => throw null; set { } }
        public string ShortTimePattern { get => throw null; set { } }
        public string SortableDateTimePattern { get => throw null; }
        public string TimeSeparator { get => throw null; set { } }
        public string UniversalSortableDateTimePattern { get => throw null; }
        public string YearMonthPattern { get => throw null; set { } }
        public object Clone() => throw null;
        public string GetAbbreviatedDayName(DayOfWeek dayofweek) => throw null;
        public string GetAbbreviatedMonthName(int month) => throw null;
        public string GetDayName(DayOfWeek dayofweek) => throw null;
        public object? GetFormat(Type? formatType) => throw null;
        public static DateTimeFormatInfo GetInstance(IFormatProvider? provider) => throw null;
        public string GetMonthName(int month) => throw null;
        public static DateTimeFormatInfo ReadOnly(DateTimeFormatInfo dtfi) => throw null;
    }

    public abstract class Calendar : ICloneable
    {
        public const int CurrentEra = 0;
        protected Calendar() { }
        public abstract int[] Eras { get; }
        public bool IsReadOnly { get => throw null; }
        public virtual DateTime MaxSupportedDateTime { get => throw null; }
        public virtual DateTime MinSupportedDateTime { get => throw null; }
        public virtual DateTime AddDays(DateTime time, int days) => throw null;
        public abstract DateTime AddMonths(DateTime time, int months);
        public abstract DateTime AddYears(DateTime time, int years);
        public virtual object Clone() => throw null;
        public abstract int GetDayOfMonth(DateTime time);
        public abstract DayOfWeek GetDayOfWeek(DateTime time);
        public abstract int GetDayOfYear(DateTime time);
        public abstract int GetDaysInMonth(int year, int month, int era);
        public abstract int GetDaysInYear(int year, int era);
        public abstract int GetEra(DateTime time);
        public abstract int GetMonth(DateTime time);
        public abstract int GetMonthsInYear(int year, int era);
        public virtual int GetWeekOfYear(DateTime time, CalendarWeekRule rule, DayOfWeek firstDayOfWeek) => throw null;
        public abstract int GetYear(DateTime time);
        public abstract bool IsLeapDay(int year, int month, int day, int era);
        public abstract bool IsLeapMonth(int year, int month, int era);
        public abstract bool IsLeapYear(int year, int era);
        public abstract DateTime ToDateTime(int year, int month, int day, int hour, int minute, int second, int millisecond, int era);
    }

    public enum CalendarWeekRule
    {
        FirstDay = 0,
        FirstFullWeek = 1,
        FirstFourDayWeek = 2,
    }

    public static class ISOWeek
    {
        public static int GetWeekOfYear(DateTime date) => throw null;
        public static int GetWeeksInYear(int year) => throw null;
        public static int GetYear(DateTime date) => throw null;
        public static DateTime GetYearEnd(int year) => throw null;
        public static DateTime GetYearStart(int year) => throw null;
        public static DateTime ToDateTime(int year, int week, DayOfWeek dayOfWeek) => throw null;
    }

    [Flags]
    public enum NumberStyles
    {
        None = 0,
        AllowLeadingWhite = 1,
        AllowTrailingWhite = 2,
        AllowLeadingSign = 4,
        Integer = 7,
        AllowTrailingSign = 8,
        AllowParentheses = 16,
        AllowDecimalPoint = 32,
        AllowThousands = 64,
        Number = 111,
        AllowExponent = 128,
        Float = 167,
        AllowCurrencySymbol = 256,
        Currency = 383,
        Any = 511,
        AllowHexSpecifier = 512,
        HexNumber = 515,
        AllowBinarySpecifier = 1024,
        BinaryNumber = 1027,
    }

    [Flags]
    public enum DateTimeStyles
    {
        None = 0,
        AllowLeadingWhite = 1,
        AllowTrailingWhite = 2,
        AllowInnerWhite = 4,
        AllowWhiteSpaces = 7,
        NoCurrentDateDefault = 8,
        AdjustToUniversal = 16,
        AssumeLocal = 32,
        AssumeUniversal = 64,
        RoundtripKind = 128,
    }

    [Flags]
    public enum TimeSpanStyles
    {
        None = 0,
        AssumeNegative = 1,
    }

    [Flags]
    public enum CompareOptions
    {
        None = 0,
        IgnoreCase = 1,
        IgnoreNonSpace = 2,
        IgnoreSymbols = 4,
        IgnoreKanaType = 8,
        IgnoreWidth = 16,
        OrdinalIgnoreCase = 268435456,
        StringSort = 536870912,
        Ordinal = 1073741824,
    }

    public enum UnicodeCategory
    {
        UppercaseLetter = 0,
        LowercaseLetter = 1,
        TitlecaseLetter = 2,
        ModifierLetter = 3,
        OtherLetter = 4,
        NonSpacingMark = 5,
        SpacingCombiningMark = 6,
        EnclosingMark = 7,
        DecimalDigitNumber = 8,
        LetterNumber = 9,
        OtherNumber = 10,
        SpaceSeparator = 11,
        LineSeparator = 12,
        ParagraphSeparator = 13,
        Control = 14,
        Format = 15,
        Surrogate = 16,
        PrivateUse = 17,
        ConnectorPunctuation = 18,
        DashPunctuation = 19,
        OpenPunctuation = 20,
        ClosePunctuation = 21,
        InitialQuotePunctuation = 22,
        FinalQuotePunctuation = 23,
        OtherPunctuation = 24,
        MathSymbol = 25,
        CurrencySymbol = 26,
        ModifierSymbol = 27,
        OtherSymbol = 28,
        OtherNotAssigned = 29,
    }
}
