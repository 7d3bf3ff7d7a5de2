// Core library model: System.Linq (Enumerable, Queryable, grouping/lookup/ordering interfaces) and a minimal System.Linq.Expressions.
using System.Collections;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.Linq.Expressions;
using System.Reflection;

namespace System.Linq
{
    public interface IGrouping<out TKey, out TElement> : IEnumerable<TElement>, IEnumerable
    {
        TKey Key { get; }
    }

    public interface ILookup<TKey, TElement> : IEnumerable<IGrouping<TKey, TElement>>, IEnumerable
    {
        int Count { get; }
        IEnumerable<TElement> this[TKey key] { get; }
        bool Contains(TKey key);
    }

    public class Lookup<TKey, TElement> : ILookup<TKey, TElement>, IEnumerable<IGrouping<TKey, TElement>>, IEnumerable
    {
        internal Lookup() { }
        public int Count { get => throw null; }
        public IEnumerable<TElement> this[TKey key] { get => throw null; }
        public IEnumerable<TResult> ApplyResultSelector<TResult>(Func<TKey, IEnumerable<TElement>, TResult> resultSelector) => throw null;
        public bool Contains(TKey key) => throw null;
        public IEnumerator<IGrouping<TKey, TElement>> GetEnumerator() => throw null;
        IEnumerator IEnumerable.GetEnumerator() => throw null;
    }

    public interface IOrderedEnumerable<out TElement> : IEnumerable<TElement>, IEnumerable
    {
        IOrderedEnumerable<TElement> CreateOrderedEnumerable<TKey>(Func<TElement, TKey> keySelector, IComparer<TKey>? comparer, bool descending);
    }

    public interface IQueryable : IEnumerable
    {
        Type ElementType { get; }
        Expression Expression { get; }
        IQueryProvider Provider { get; }
    }

    public interface IQueryable<out T> : IEnumerable<T>, IEnumerable, IQueryable
    {
    }

    public interface IOrderedQueryable : IQueryable, IEnumerable
    {
    }

    public interface IOrderedQueryable<out T> : IQueryable<T>, IEnumerable<T>, IEnumerable, IOrderedQueryable, IQueryable
    {
    }

    public interface IQueryProvider
    {
        IQueryable CreateQuery(Expression expression);
        IQueryable<TElement> CreateQuery<TElement>(Expression expression);
        object? Execute(Expression expression);
        TResult Execute<TResult>(Expression expression);
    }

    /// <summary>Query operators over sequences that implement IEnumerable&lt;T&gt;.</summary>
    public static class Enumerable
    {
        public static TSource Aggregate<TSource>(this IEnumerable<TSource> source, Func<TSource, TSource, TSource> func) => throw null;
        public static TAccumulate Aggregate<TSource, TAccumulate>(this IEnumerable<TSource> source, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> func) => throw null;
        public static TResult Aggregate<TSource, TAccumulate, TResult>(this IEnumerable<TSource> source, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> func, Func<TAccumulate, TResult> resultSelector) => throw null;
        public static bool All<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate) => throw null;
        public static bool Any<TSource>(this IEnumerable<TSource> source) => throw null;
        public static bool Any<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate) => throw null;
        public static IEnumerable<TSource> Append<TSource>(this IEnumerable<TSource> source, TSource element) => throw null;
        public static IEnumerable<TSource> AsEnumerable<TSource>(this IEnumerable<TSource> source) => throw null;
        public static decimal Average(this IEnumerable<decimal> source) => throw null;
        public static double Average(this IEnumerable<double> source) => throw null;
        public static double Average(this IEnumerable<int> source) => throw null;
        public static double Average(this IEnumerable<long> source) => throw null;
        public static float Average(this IEnumerable<float> source) => throw null;
        public static decimal? Average(this IEnumerable<decimal?> source) => throw null;
        public static double? Average(this IEnumerable<double?> source) => throw null;
        public static double? Average(this IEnumerable<int?> source) => throw null;
        public static double? Average(this IEnumerable<long?> source) => throw null;
        public static float? Average(this IEnumerable<float?> source) => throw null;
        public static decimal Average<TSource>(this IEnumerable<TSource> source, Func<TSource, decimal> selector) => throw null;
        public static double Average<TSource>(this IEnumerable<TSource> source, Func<TSource, double> selector) => throw null;
        public static double Average<TSource>(this IEnumerable<TSource> source, Func<TSource, int> selector) => throw null;
        public static double Average<TSource>(this IEnumerable<TSource> source, Func<TSource, long> selector) => throw null;
        public static float Average<TSource>(this IEnumerable<TSource> source, Func<TSource, float> selector) => throw null;
        public static decimal? Average<TSource>(this IEnumerable<TSource> source, Func<TSource, decimal?> selector) => throw null;
        public static double? Average<TSource>(this IEnumerable<TSource> source, Func<TSource, double?> selector) => throw null;
        public static double? Average<TSource>(this IEnumerable<TSource> source, Func<TSource, int?> selector) => throw null;
        public static double? Average<TSource>(this IEnumerable<TSource> source, Func<TSource, long?> selector) => throw null;
        public static float? Average<TSource>(this IEnumerable<TSource> source, Func<TSource, float?> selector) => throw null;
        public static IEnumerable<TResult> Cast<TResult>(this IEnumerable source) => throw null;
        public static IEnumerable<TSource[]> Chunk<TSource>(this IEnumerable<TSource> source, int size) => throw null;
        public static IEnumerable<TSource> Concat<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second) => throw null;
        public static bool Contains<TSource>(this IEnumerable<TSource> source, TSource value) => throw null;
        public static bool Contains<TSource>(this IEnumerable<TSource> source, TSource value, IEqualityComparer<TSource>? comparer) => throw null;
        public static int Count<TSource>(this IEnumerable<TSource> source) => throw null;
        public static int Count<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate) => throw null;
        public static IEnumerable<TSource?> DefaultIfEmpty<TSource>(this IEnumerable<TSource> source) => throw null;
        public static IEnumerable<TSource> DefaultIfEmpty<TSource>(this IEnumerable<TSource> source, TSource defaultValue) => throw null;
        public static IEnumerable<TSource> Distinct<TSource>(this IEnumerable<TSource> source) => throw null;
        public static IEnumerable<TSource> Distinct<TSource>(this IEnumerable<TSource> source, IEqualityComparer<TSource>? comparer) => throw null;
        public static IEnumerable<TSource> DistinctBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector) => throw null;
        public static IEnumerable<TSource> DistinctBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, IEqualityComparer<TKey>? comparer) => throw null;
        public static TSource ElementAt<TSource>(this IEnumerable<TSource> source, Index index) => throw null;
        public static TSource ElementAt<TSource>(this IEnumerable<TSource> source, int index) => throw null;
        public static TSource? ElementAtOrDefault<TSource>(this IEnumerable<TSource> source, Index index) => throw null;
        public static TSource? ElementAtOrDefault<TSource>(this IEnumerable<TSource> source, int index) => throw null;
        public static IEnumerable<TResult> Empty<TResult>() => throw null;
        public static IEnumerable<TSource> Except<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second) => throw null;
        public static IEnumerable<TSource> Except<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second, IEqualityComparer<TSource>? comparer) => throw null;
        public static IEnumerable<TSource> ExceptBy<TSource, TKey>(this IEnumerable<TSource> first, IEnumerable<TKey> second, Func<TSource, TKey> keySelector) => throw null;
        public static IEnumerable<TSource> ExceptBy<TSource, TKey>(this IEnumerable<TSource> first, IEnumerable<TKey> second, Func<TSource, TKey> keySelector, IEqualityComparer<TKey>? comparer) => throw null;
        public static TSource First<TSource>(this IEnumerable<TSource> source) => throw null;
        public static TSource First<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate) => throw null;
        public static TSource? FirstOrDefault<TSource>(this IEnumerable<TSource> source) => throw null;
        public static TSource FirstOrDefault<TSource>(this IEnumerable<TSource> source, TSource defaultValue) => throw null;
        public static TSource? FirstOrDefault<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate) => throw null;
        public static TSource FirstOrDefault<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate, TSource defaultValue) => throw null;
        public static IEnumerable<IGrouping<TKey, TSource>> GroupBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector) => throw null;
        public static IEnumerable<IGrouping<TKey, TSource>> GroupBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, IEqualityComparer<TKey>? comparer) => throw null;
        public static IEnumerable<IGrouping<TKey, TElement>> GroupBy<TSource, TKey, TElement>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector) => throw null;
        public static IEnumerable<IGrouping<TKey, TElement>> GroupBy<TSource, TKey, TElement>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, IEqualityComparer<TKey>? comparer) => throw null;
        public static IEnumerable<TResult> GroupBy<TSource, TKey, TElement, TResult>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, Func<TKey, IEnumerable<TElement>, TResult> resultSelector) => throw null;
        public static IEnumerable<TResult> GroupBy<TSource, TKey, TElement, TResult>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, Func<TKey, IEnumerable<TElement>, TResult> resultSelector, IEqualityComparer<TKey>? comparer) => throw null;
        public static IEnumerable<TResult> GroupBy<TSource, TKey, TResult>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TKey, IEnumerable<TSource>, TResult> resultSelector) => throw null;
        public static IEnumerable<TResult> GroupBy<TSource, TKey, TResult>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TKey, IEnumerable<TSource>, TResult> resultSelector, IEqualityComparer<TKey>? comparer) => throw null;
        public static IEnumerable<TResult> GroupJoin<TOuter, TInner, TKey, TResult>(this IEnumerable<TOuter> outer, IEnumerable<TInner> inner, Func<TOuter, TKey> outerKeySelector, Func<TInner, TKey> innerKeySelector, Func<TOuter, IEnumerable<TInner>, TResult> resultSelector) => throw null;
        public static IEnumerable<TResult> GroupJoin<TOuter, TInner, TKey, TResult>(this IEnumerable<TOuter> outer, IEnumerable<TInner> inner, Func<TOuter, TKey> outerKeySelector, Func<TInner, TKey> innerKeySelector, Func<TOuter, IEnumerable<TInner>, TResult> resultSelector, IEqualityComparer<TKey>? comparer) => throw null;
        public static IEnumerable<TSource> Intersect<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second) => throw null;
        public static IEnumerable<TSource> Intersect<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second, IEqualityComparer<TSource>? comparer) => throw null;
        public static IEnumerable<TSource> IntersectBy<TSource, TKey>(this IEnumerable<TSource> first, IEnumerable<TKey> second, Func<TSource, TKey> keySelector) => throw null;
        public static IEnumerable<TSource> IntersectBy<TSource, TKey>(this IEnumerable<TSource> first, IEnumerable<TKey> second, Func<TSource, TKey> keySelector, IEqualityComparer<TKey>? comparer) => throw null;
        public static IEnumerable<TResult> Join<TOuter, TInner, TKey, TResult>(this IEnumerable<TOuter> outer, IEnumerable<TInner> inner, Func<TOuter, TKey> outerKeySelector, Func<TInner, TKey> innerKeySelector, Func<TOuter, TInner, TResult> resultSelector) => throw null;
        public static IEnumerable<TResult> Join<TOuter, TInner, TKey, TResult>(this IEnumerable<TOuter> outer, IEnumerable<TInner> inner, Func<TOuter, TKey> outerKeySelector, Func<TInner, TKey> innerKeySelector, Func<TOuter, TInner, TResult> resultSelector, IEqualityComparer<TKey>? comparer) => throw null;
        public static TSource Last<TSource>(this IEnumerable<TSource> source) => throw null;
        public static TSource Last<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate) => throw null;
        public static TSource? LastOrDefault<TSource>(this IEnumerable<TSource> source) => throw null;
        public static TSource LastOrDefault<TSource>(this IEnumerable<TSource> source, TSource defaultValue) => throw null;
        public static TSource? LastOrDefault<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate) => throw null;
        public static TSource LastOrDefault<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate, TSource defaultValue) => throw null;
        public static long LongCount<TSource>(this IEnumerable<TSource> source) => throw null;
        public static long LongCount<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate) => throw null;
        public static decimal Max(this IEnumerable<decimal> source) => throw null;
        public static double Max(this IEnumerable<double> source) => throw null;
        public static int Max(this IEnumerable<int> source) => throw null;
        public static long Max(this IEnumerable<long> source) => throw null;
        public static float Max(this IEnumerable<float> source) => throw null;
        public static decimal? Max(this IEnumerable<decimal?> source) => throw null;
        public static double? Max(this IEnumerable<double?> source) => throw null;
        public static int? Max(this IEnumerable<int?> source) => throw null;
        public static long? Max(this IEnumerable<long?> source) => throw null;
        public static float? Max(this IEnumerable<float?> source) => throw null;
        public static decimal Max<TSource>(this IEnumerable<TSource> source, Func<TSource, decimal> selector) => throw null;
        public static double Max<TSource>(this IEnumerable<TSource> source, Func<TSource, double> selector) => throw null;
        public static int Max<TSource>(this IEnumerable<TSource> source, Func<TSource, int> selector) => throw null;
        public static long Max<TSource>(this IEnumerable<TSource> source, Func<TSource, long> selector) => throw null;
        public static float Max<TSource>(this IEnumerable<TSource> source, Func<TSource, float> selector) => throw null;
        public static decimal? Max<TSource>(this IEnumerable<TSource> source, Func<TSource, decimal?> selector) => throw null;
        public static double? Max<TSource>(this IEnumerable<TSource> source, Func<TSource, double?> selector) => throw null;
        public static int? Max<TSource>(this IEnumerable<TSource> source, Func<TSource, int?> selector) => throw null;
        public static long? Max<TSource>(this IEnumerable<TSource> source, Func<TSource, long?> selector) => throw null;
        public static float? Max<TSource>(this IEnumerable<TSource> source, Func<TSource, float?> selector) => throw null;
        public static TSource? Max<TSource>(this IEnumerable<TSource> source) => throw null;
        public static TSource? Max<TSource>(this IEnumerable<TSource> source, IComparer<TSource>? comparer) => throw null;
        public static TResult? Max<TSource, TResult>(this IEnumerable<TSource> source, Func<TSource, TResult> selector) => throw null;
        public static TSource? MaxBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector) => throw null;
        public static TSource? MaxBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, IComparer<TKey>? comparer) => throw null;
        public static decimal Min(this IEnumerable<decimal> source) => throw null;
        public static double Min(this IEnumerable<double> source) => throw null;
        public static int Min(this IEnumerable<int> source) => throw null;
        public static long Min(this IEnumerable<long> source) => throw null;
        public static float Min(this IEnumerable<float> source) => throw null;
        public static decimal? Min(this IEnumerable<decimal?> source) => throw null;
        public static double? Min(this IEnumerable<double?> source) => throw null;
        public static int? Min(this IEnumerable<int?> source) => throw null;
        public static long? Min(this IEnumerable<long?> source) => throw null;
        public static float? Min(this IEnumerable<float?> source) => throw null;
        public static decimal Min<TSource>(this IEnumerable<TSource> source, Func<TSource, decimal> selector) => throw null;
        public static double Min<TSource>(this IEnumerable<TSource> source, Func<TSource, double> selector) => throw null;
        public static int Min<TSource>(this IEnumerable<TSource> source, Func<TSource, int> selector) => throw null;
        public static long Min<TSource>(this IEnumerable<TSource> source, Func<TSource, long> selector) => throw null;
        public static float Min<TSource>(this IEnumerable<TSource> source, Func<TSource, float> selector) => throw null;
        public static decimal? Min<TSource>(this IEnumerable<TSource> source, Func<TSource, decimal?> selector) => throw null;
        public static double? Min<TSource>(this IEnumerable<TSource> source, Func<TSource, double?> selector) => throw null;
        public static int? Min<TSource>(this IEnumerable<TSource> source, Func<TSource, int?> selector) => throw null;
        public static long? Min<TSource>(this IEnumerable<TSource> source, Func<TSource, long?> selector) => throw null;
        public static float? Min<TSource>(this IEnumerable<TSource> source, Func<TSource, float?> selector) => throw null;
        public static TSource? Min<TSource>(this IEnumerable<TSource> source) => throw null;
        public static TSource? Min<TSource>(this IEnumerable<TSource> source, IComparer<TSource>? comparer) => throw null;
        public static TResult? Min<TSource, TResult>(this IEnumerable<TSource> source, Func<TSource, TResult> selector) => throw null;
        public static TSource? MinBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector) => throw null;
        public static TSource? MinBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, IComparer<TKey>? comparer) => throw null;
        public static IEnumerable<TResult> OfType<TResult>(this IEnumerable source) => throw null;
        public static IOrderedEnumerable<T> Order<T>(this IEnumerable<T> source) => throw null;
        public static IOrderedEnumerable<T> Order<T>(this IEnumerable<T> source, IComparer<T>? comparer) => throw null;
        public static IOrderedEnumerable<TSource> OrderBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector) => throw null;
        public static IOrderedEnumerable<TSource> OrderBy<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, IComparer<TKey>? comparer) => throw null;
        public static IOrderedEnumerable<TSource> OrderByDescending<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector) => throw null;
        public static IOrderedEnumerable<TSource> OrderByDescending<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, IComparer<TKey>? comparer) => throw null;
        public static IOrderedEnumerable<T> OrderDescending<T>(this IEnumerable<T> source) => throw null;
        public static IOrderedEnumerable<T> OrderDescending<T>(this IEnumerable<T> source, IComparer<T>? comparer) => throw null;
        public static IEnumerable<TSource> Prepend<TSource>(this IEnumerable<TSource> source, TSource element) => throw null;
        public static IEnumerable<int> Range(int start, int count) => throw null;
        public static IEnumerable<TResult> Repeat<TResult>(TResult element, int count) => throw null;
        public static IEnumerable<TSource> Reverse<TSource>(this IEnumerable<TSource> source) => throw null;
        public static IEnumerable<TResult> Select<TSource, TResult>(this IEnumerable<TSource> source, Func<TSource, TResult> selector) => throw null;
        public static IEnumerable<TResult> Select<TSource, TResult>(this IEnumerable<TSource> source, Func<TSource, int, TResult> selector) => throw null;
        public static IEnumerable<TResult> SelectMany<TSource, TResult>(this IEnumerable<TSource> source, Func<TSource, IEnumerable<TResult>> selector) => throw null;
        public static IEnumerable<TResult> SelectMany<TSource, TResult>(this IEnumerable<TSource> source, Func<TSource, int, IEnumerable<TResult>> selector) => throw null;
        public static IEnumerable<TResult> SelectMany<TSource, TCollection, TResult>(this IEnumerable<TSource> source, Func<TSource, IEnumerable<TCollection>> collectionSelector, Func<TSource, TCollection, TResult> resultSelector) => throw null;
        public static IEnumerable<TResult> SelectMany<TSource, TCollection, TResult>(this IEnumerable<TSource> source, Func<TSource, int, IEnumerable<TCollection>> collectionSelector, Func<TSource, TCollection, TResult> resultSelector) => throw null;
        public static bool SequenceEqual<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second) => throw null;
        public static bool SequenceEqual<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second, IEqualityComparer<TSource>? comparer) => throw null;
        public static TSource Single<TSource>(this IEnumerable<TSource> source) => throw null;
        public static TSource Single<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate) => throw null;
        public static TSource? SingleOrDefault<TSource>(this IEnumerable<TSource> source) => throw null;
        public static TSource SingleOrDefault<TSource>(this IEnumerable<TSource> source, TSource defaultValue) => throw null;
        public static TSource? SingleOrDefault<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate) => throw null;
        public static TSource SingleOrDefault<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate, TSource defaultValue) => throw null;
        public static IEnumerable<TSource> Skip<TSource>(this IEnumerable<TSource> source, int count) => throw null;
        public static IEnumerable<TSource> SkipLast<TSource>(this IEnumerable<TSource> source, int count) => throw null;
        public static IEnumerable<TSource> SkipWhile<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate) => throw null;
        public static IEnumerable<TSource> SkipWhile<TSource>(this IEnumerable<TSource> source, Func<TSource, int, bool> predicate) => throw null;
        public static decimal Sum(this IEnumerable<decimal> source) => throw null;
        public static double Sum(this IEnumerable<double> source) => throw null;
        public static int Sum(this IEnumerable<int> source) => throw null;
        public static long Sum(this IEnumerable<long> source) => throw null;
        public static float Sum(this IEnumerable<float> source) => throw null;
        public static decimal? Sum(this IEnumerable<decimal?> source) => throw null;
        public static double? Sum(this IEnumerable<double?> source) => throw null;
        public static int? Sum(this IEnumerable<int?> source) => throw null;
        public static long? Sum(this IEnumerable<long?> source) => throw null;
        public static float? Sum(this IEnumerable<float?> source) => throw null;
        public static decimal Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, decimal> selector) => throw null;
        public static double Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, double> selector) => throw null;
        public static int Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, int> selector) => throw null;
        public static long Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, long> selector) => throw null;
        public static float Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, float> selector) => throw null;
        public static decimal? Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, decimal?> selector) => throw null;
        public static double? Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, double?> selector) => throw null;
        public static int? Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, int?> selector) => throw null;
        public static long? Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, long?> selector) => throw null;
        public static float? Sum<TSource>(this IEnumerable<TSource> source, Func<TSource, float?> selector) => throw null;
        public static IEnumerable<TSource> Take<TSource>(this IEnumerable<TSource> source, int count) => throw null;
        public static IEnumerable<TSource> Take<TSource>(this IEnumerable<TSource> source, Range range) => throw null;
        public static IEnumerable<TSource> TakeLast<TSource>(this IEnumerable<TSource> source, int count) => throw null;
        public static IEnumerable<TSource> TakeWhile<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate) => throw null;
        public static IEnumerable<TSource> TakeWhile<TSource>(this IEnumerable<TSource> source, Func<TSource, int, bool> predicate) => throw null;
        public static IOrderedEnumerable<TSource> ThenBy<TSource, TKey>(this IOrderedEnumerable<TSource> source, Func<TSource, TKey> keySelector) => throw null;
        public static IOrderedEnumerable<TSource> ThenBy<TSource, TKey>(this IOrderedEnumerable<TSource> source, Func<TSource, TKey> keySelector, IComparer<TKey>? comparer) => throw null;
        public static IOrderedEnumerable<TSource> ThenByDescending<TSource, TKey>(this IOrderedEnumerable<TSource> source, Func<TSource, TKey> keySelector) => throw null;
        public static IOrderedEnumerable<TSource> ThenByDescending<TSource, TKey>(this IOrderedEnumerable<TSource> source, Func<TSource, TKey> keySelector, IComparer<TKey>? comparer) => throw null;
        public static TSource[] ToArray<TSource>(this IEnumerable<TSource> source) => throw null;
        public static Dictionary<TKey, TValue> ToDictionary<TKey, TValue>(this IEnumerable<KeyValuePair<TKey, TValue>> source) where TKey : notnull => throw null;
        public static Dictionary<TKey, TValue> ToDictionary<TKey, TValue>(this IEnumerable<KeyValuePair<TKey, TValue>> source, IEqualityComparer<TKey>? comparer) where TKey : notnull => throw null;
        public static Dictionary<TKey, TValue> ToDictionary<TKey, TValue>(this IEnumerable<(TKey Key, TValue Value)> source) where TKey : notnull => throw null;
        public static Dictionary<TKey, TValue> ToDictionary<TKey, TValue>(this IEnumerable<(TKey Key, TValue Value)> source, IEqualityComparer<TKey>? comparer) where TKey : notnull => throw null;
        public static Dictionary<TKey, TSource> ToDictionary<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector) where TKey : notnull => throw null;
        public static Dictionary<TKey, TSource> ToDictionary<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, IEqualityComparer<TKey>? comparer) where TKey : notnull => throw null;
        public static Dictionary<TKey, TElement> ToDictionary<TSource, TKey, TElement>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector) where TKey : notnull => throw null;
        public static Dictionary<TKey, TElement> ToDictionary<TSource, TKey, TElement>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, IEqualityComparer<TKey>? comparer) where TKey : notnull => throw null;
        public static HashSet<TSource> ToHashSet<TSource>(this IEnumerable<TSource> source) => throw null;
        public static HashSet<TSource> ToHashSet<TSource>(this IEnumerable<TSource> source, IEqualityComparer<TSource>? comparer) => throw null;
        public static List<TSource> ToList<TSource>(this IEnumerable<TSource> source) => throw null;
        public static ILookup<TKey, TSource> ToLookup<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector) => throw null;
        public static ILookup<TKey, TSource> ToLookup<TSource, TKey>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, IEqualityComparer<TKey>? comparer) => throw null;
        public static ILookup<TKey, TElement> ToLookup<TSource, TKey, TElement>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector) => throw null;
        public static ILookup<TKey, TElement> ToLookup<TSource, TKey, TElement>(this IEnumerable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, IEqualityComparer<TKey>? comparer) => throw null;
        public static bool TryGetNonEnumeratedCount<TSource>(this IEnumerable<TSource> source, out int count) => throw null;
        public static IEnumerable<TSource> Union<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second) => throw null;
        public static IEnumerable<TSource> Union<TSource>(this IEnumerable<TSource> first, IEnumerable<TSource> second, IEqualityComparer<TSource>? comparer) => throw null;
        public static IEnumerable<TSource> UnionBy<TSource, TKey>(this IEnumerable<TSource> first, IEnumerable<TSource> second, Func<TSource, TKey> keySelector) => throw null;
        public static IEnumerable<TSource> UnionBy<TSource, TKey>(this IEnumerable<TSource> first, IEnumerable<TSource> second, Func<TSource, TKey> keySelector, IEqualityComparer<TKey>? comparer) => throw null;
        public static IEnumerable<TSource> Where<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate) => throw null;
        public static IEnumerable<TSource> Where<TSource>(this IEnumerable<TSource> source, Func<TSource, int, bool> predicate) => throw null;
        public static IEnumerable<(TFirst First, TSecond Second)> Zip<TFirst, TSecond>(this IEnumerable<TFirst> first, IEnumerable<TSecond> second) => throw null;
        public static IEnumerable<(TFirst First, TSecond Second, TThird Third)> Zip<TFirst, TSecond, TThird>(this IEnumerable<TFirst> first, IEnumerable<TSecond> second, IEnumerable<TThird> third) => throw null;
        public static IEnumerable<TResult> Zip<TFirst, TSecond, TResult>(this IEnumerable<TFirst> first, IEnumerable<TSecond> second, Func<TFirst, TSecond, TResult> resultSelector) => throw null;
    }

    public static class Queryable
    {
        public static TSource Aggregate<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, TSource, TSource>> func) => throw null;
        public static TAccumulate Aggregate<TSource, TAccumulate>(this IQueryable<TSource> source, TAccumulate seed, Expression<Func<TAccumulate, TSource, TAccumulate>> func) => throw null;
        public static bool All<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, bool>> predicate) => throw null;
        public static bool Any<TSource>(this IQueryable<TSource> source) => throw null;
        public static bool Any<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, bool>> predicate) => throw null;
        public static IQueryable<TSource> Append<TSource>(this IQueryable<TSource> source, TSource element) => throw null;
        public static IQueryable AsQueryable(this IEnumerable source) => throw null;
        public static IQueryable<TElement> AsQueryable<TElement>(this IEnumerable<TElement> source) => throw null;
        public static decimal Average<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, decimal>> selector) => throw null;
        public static double Average<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, double>> selector) => throw null;
        public static double Average<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, int>> selector) => throw null;
        public static double Average<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, long>> selector) => throw null;
        public static float Average<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, float>> selector) => throw null;
        public static decimal? Average<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, decimal?>> selector) => throw null;
        public static double? Average<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, double?>> selector) => throw null;
        public static double? Average<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, int?>> selector) => throw null;
        public static double? Average<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, long?>> selector) => throw null;
        public static float? Average<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, float?>> selector) => throw null;
        public static IQueryable<TResult> Cast<TResult>(this IQueryable source) => throw null;
        public static IQueryable<TSource> Concat<TSource>(this IQueryable<TSource> source1, IEnumerable<TSource> source2) => throw null;
        public static bool Contains<TSource>(this IQueryable<TSource> source, TSource item) => throw null;
        public static int Count<TSource>(this IQueryable<TSource> source) => throw null;
        public static int Count<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, bool>> predicate) => throw null;
        public static IQueryable<TSource?> DefaultIfEmpty<TSource>(this IQueryable<TSource> source) => throw null;
        public static IQueryable<TSource> Distinct<TSource>(this IQueryable<TSource> source) => throw null;
        public static IQueryable<TSource> DistinctBy<TSource, TKey>(this IQueryable<TSource> source, Expression<Func<TSource, TKey>> keySelector) => throw null;
        public static TSource ElementAt<TSource>(this IQueryable<TSource> source, int index) => throw null;
        public static TSource? ElementAtOrDefault<TSource>(this IQueryable<TSource> source, int index) => throw null;
        public static IQueryable<TSource> Except<TSource>(this IQueryable<TSource> source1, IEnumerable<TSource> source2) => throw null;
        public static TSource First<TSource>(this IQueryable<TSource> source) => throw null;
        public static TSource First<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, bool>> predicate) => throw null;
        public static TSource? FirstOrDefault<TSource>(this IQueryable<TSource> source) => throw null;
        public static TSource FirstOrDefault<TSource>(this IQueryable<TSource> source, TSource defaultValue) => throw null;
        public static TSource? FirstOrDefault<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, bool>> predicate) => throw null;
        public static TSource FirstOrDefault<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, bool>> predicate, TSource defaultValue) => throw null;
        public static TSource Last<TSource>(this IQueryable<TSource> source) => throw null;
        public static TSource Last<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, bool>> predicate) => throw null;
        public static TSource? LastOrDefault<TSource>(this IQueryable<TSource> source) => throw null;
        public static TSource LastOrDefault<TSource>(this IQueryable<TSource> source, TSource defaultValue) => throw null;
        public static TSource? LastOrDefault<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, bool>> predicate) => throw null;
        public static TSource LastOrDefault<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, bool>> predicate, TSource defaultValue) => throw null;
        public static TSource Single<TSource>(this IQueryable<TSource> source) => throw null;
        public static TSource Single<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, bool>> predicate) => throw null;
        public static TSource? SingleOrDefault<TSource>(this IQueryable<TSource> source) => throw null;
        public static TSource SingleOrDefault<TSource>(this IQueryable<TSource> source, TSource defaultValue) => throw null;
        public static TSource? SingleOrDefault<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, bool>> predicate) => throw null;
        public static TSource SingleOrDefault<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, bool>> predicate, TSource defaultValue) => throw null;
        public static IQueryable<IGrouping<TKey, TSource>> GroupBy<TSource, TKey>(this IQueryable<TSource> source, Expression<Func<TSource, TKey>> keySelector) => throw null;
        public static IQueryable<IGrouping<TKey, TElement>> GroupBy<TSource, TKey, TElement>(this IQueryable<TSource> source, Expression<Func<TSource, TKey>> keySelector, Expression<Func<TSource, TElement>> elementSelector) => throw null;
        public static IQueryable<TResult> GroupBy<TSource, TKey, TResult>(this IQueryable<TSource> source, Expression<Func<TSource, TKey>> keySelector, Expression<Func<TKey, IEnumerable<TSource>, TResult>> resultSelector) => throw null;
        public static IQueryable<TResult> GroupJoin<TOuter, TInner, TKey, TResult>(this IQueryable<TOuter> outer, IEnumerable<TInner> inner, Expression<Func<TOuter, TKey>> outerKeySelector, Expression<Func<TInner, TKey>> innerKeySelector, Expression<Func<TOuter, IEnumerable<TInner>, TResult>> resultSelector) => throw null;
        public static IQueryable<TSource> Intersect<TSource>(this IQueryable<TSource> source1, IEnumerable<TSource> source2) => throw null;
        public static IQueryable<TResult> Join<TOuter, TInner, TKey, TResult>(this IQueryable<TOuter> outer, IEnumerable<TInner> inner, Expression<Func<TOuter, TKey>> outerKeySelector, Expression<Func<TInner, TKey>> innerKeySelector, Expression<Func<TOuter, TInner, TResult>> resultSelector) => throw null;
        public static long LongCount<TSource>(this IQueryable<TSource> source) => throw null;
        public static long LongCount<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, bool>> predicate) => throw null;
        public static TSource? Max<TSource>(this IQueryable<TSource> source) => throw null;
        public static TResult? Max<TSource, TResult>(this IQueryable<TSource> source, Expression<Func<TSource, TResult>> selector) => throw null;
        public static TSource? MaxBy<TSource, TKey>(this IQueryable<TSource> source, Expression<Func<TSource, TKey>> keySelector) => throw null;
        public static TSource? Min<TSource>(this IQueryable<TSource> source) => throw null;
        public static TResult? Min<TSource, TResult>(this IQueryable<TSource> source, Expression<Func<TSource, TResult>> selector) => throw null;
        public static TSource? MinBy<TSource, TKey>(this IQueryable<TSource> source, Expression<Func<TSource, TKey>> keySelector) => throw null;
        public static IQueryable<TResult> OfType<TResult>(this IQueryable source) => throw null;
        public static IOrderedQueryable<T> Order<T>(this IQueryable<T> source) => throw null;
        public static IOrderedQueryable<TSource> OrderBy<TSource, TKey>(this IQueryable<TSource> source, Expression<Func<TSource, TKey>> keySelector) => throw null;
        public static IOrderedQueryable<TSource> OrderBy<TSource, TKey>(this IQueryable<TSource> source, Expression<Func<TSource, TKey>> keySelector, IComparer<TKey>? comparer) => throw null;
        public static IOrderedQueryable<TSource> OrderByDescending<TSource, TKey>(this IQueryable<TSource> source, Expression<Func<TSource, TKey>> keySelector) => throw null;
        public static IOrderedQueryable<TSource> OrderByDescending<TSource, TKey>(this IQueryable<TSource> source, Expression<Func<TSource, TKey>> keySelector, IComparer<TKey>? comparer) => throw null;
        public static IOrderedQueryable<T> OrderDescending<T>(this IQueryable<T> source) => throw null;
        public static IQueryable<TSource> Prepend<TSource>(this IQueryable<TSource> source, TSource element) => throw null;
        public static IQueryable<TSource> Reverse<TSource>(this IQueryable<TSource> source) => throw null;
        public static IQueryable<TResult> Select<TSource, TResult>(this IQueryable<TSource> source, Expression<Func<TSource, TResult>> selector) => throw null;
        public static IQueryable<TResult> Select<TSource, TResult>(this IQueryable<TSource> source, Expression<Func<TSource, int, TResult>> selector) => throw null;
        public static IQueryable<TResult> SelectMany<TSource, TResult>(this IQueryable<TSource> source, Expression<Func<TSource, IEnumerable<TResult>>> selector) => throw null;
        public static IQueryable<TResult> SelectMany<TSource, TCollection, TResult>(this IQueryable<TSource> source, Expression<Func<TSource, IEnumerable<TCollection>>> collectionSelector, Expression<Func<TSource, TCollection, TResult>> resultSelector) => throw null;
        public static bool SequenceEqual<TSource>(this IQueryable<TSource> source1, IEnumerable<TSource> source2) => throw null;
        public static IQueryable<TSource> Skip<TSource>(this IQueryable<TSource> source, int count) => throw null;
        public static IQueryable<TSource> SkipLast<TSource>(this IQueryable<TSource> source, int count) => throw null;
        public static IQueryable<TSource> SkipWhile<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, bool>> predicate) => throw null;
        public static decimal Sum<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, decimal>> selector) => throw null;
        public static double Sum<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, double>> selector) => throw null;
        public static int Sum<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, int>> selector) => throw null;
        public static long Sum<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, long>> selector) => throw null;
        public static float Sum<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, float>> selector) => throw null;
        public static decimal? Sum<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, decimal?>> selector) => throw null;
        public static double? Sum<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, double?>> selector) => throw null;
        public static int? Sum<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, int?>> selector) => throw null;
        public static long? Sum<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, long?>> selector) => throw null;
        public static float? Sum<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, float?>> selector) => throw null;
        public static IQueryable<TSource> Take<TSource>(this IQueryable<TSource> source, int count) => throw null;
        public static IQueryable<TSource> Take<TSource>(this IQueryable<TSource> source, Range range) => throw null;
        public static IQueryable<TSource> TakeLast<TSource>(this IQueryable<TSource> source, int count) => throw null;
        public static IQueryable<TSource> TakeWhile<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, bool>> predicate) => throw null;
        public static IOrderedQueryable<TSource> ThenBy<TSource, TKey>(this IOrderedQueryable<TSource> source, Expression<Func<TSource, TKey>> keySelector) => throw null;
        public static IOrderedQueryable<TSource> ThenBy<TSource, TKey>(this IOrderedQueryable<TSource> source, Expression<Func<TSource, TKey>> keySelector, IComparer<TKey>? comparer) => throw null;
        public static IOrderedQueryable<TSource> ThenByDescending<TSource, TKey>(this IOrderedQueryable<TSource> source, Expression<Func<TSource, TKey>> keySelector) => throw null;
        public static IOrderedQueryable<TSource> ThenByDescending<TSource, TKey>(this IOrderedQueryable<TSource> source, Expression<Func<TSource, TKey>> keySelector, IComparer<TKey>? comparer) => throw null;
        public static IQueryable<TSource> Union<TSource>(this IQueryable<TSource> source1, IEnumerable<TSource> source2) => throw null;
        public static IQueryable<TSource> Where<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, bool>> predicate) => throw null;
        public static IQueryable<TSource> Where<TSource>(this IQueryable<TSource> source, Expression<Func<TSource, int, bool>> predicate) => throw null;
        public static IQueryable<(TFirst First, TSecond Second)> Zip<TFirst, TSecond>(this IQueryable<TFirst> source1, IEnumerable<TSecond> source2) => throw null;
        public static IQueryable<TResult> Zip<TFirst, TSecond, TResult>(this IQueryable<TFirst> source1, IEnumerable<TSecond> source2, Expression<Func<TFirst, TSecond, TResult>> resultSelector) => throw null;
    }
}

namespace System.Linq.Expressions
{
    public enum ExpressionType
    {
        Add = 0,
        AddChecked = 1,
        And = 2,
        AndAlso = 3,
        ArrayLength = 4,
        ArrayIndex = 5,
        Call = 6,
        Coalesce = 7,
        Conditional = 8,
        Constant = 9,
        Convert = 10,
        ConvertChecked = 11,
        Divide = 12,
        Equal = 13,
        ExclusiveOr = 14,
        GreaterThan = 15,
        GreaterThanOrEqual = 16,
        Invoke = 17,
        Lambda = 18,
        LeftShift = 19,
        LessThan = 20,
        LessThanOrEqual = 21,
        ListInit = 22,
        MemberAccess = 23,
        MemberInit = 24,
        Modulo = 25,
        Multiply = 26,
        MultiplyChecked = 27,
        Negate = 28,
        UnaryPlus = 29,
        NegateChecked = 30,
        New = 31,
        NewArrayInit = 32,
        NewArrayBounds = 33,
        Not = 34,
        NotEqual = 35,
        Or = 36,
        OrElse = 37,
        Parameter = 38,
        Power = 39,
        Quote = 40,
        RightShift = 41,
        Subtract = 42,
        SubtractChecked = 43,
        TypeAs = 44,
        TypeIs = 45,
        Assign = 46,
        Block = 47,
        DebugInfo = 48,
        Decrement = 49,
        Dynamic = 50,
        Default = 51,
        Extension = 52,
        Goto = 53,
        Increment = 54,
        Index = 55,
        Label = 56,
        RuntimeVariables = 57,
        Loop = 58,
        Switch = 59,
        Throw = 60,
        Try = 61,
        Unbox = 62,
        AddAssign = 63,
        AndAssign = 64,
        DivideAssign = 65,
        ExclusiveOrAssign = 66,
        LeftShiftAssign = 67,
        ModuloAssign = 68,
        MultiplyAssign = 69,
        OrAssign = 70,
        PowerAssign = 71,
        RightShiftAssign = 72,
        SubtractAssign = 73,
        AddAssignChecked = 74,
        MultiplyAssignChecked = 75,
        SubtractAssignChecked = 76,
        PreIncrementAssign = 77,
        PreDecrementAssign = 78,
        PostIncrementAssign = 79,
        PostDecrementAssign = 80,
        TypeEqual = 81,
        OnesComplement = 82,
        IsTrue = 83,
        IsFalse = 84,
    }

    public abstract class Expression
    {
        protected Expression() { }
        protected Expression(ExpressionType nodeType, Type type) { }
        public virtual bool CanReduce { get => throw null; }
        public virtual ExpressionType NodeType { get => throw null; }
        public virtual Type Type { get => throw null; }
        public static BinaryExpression Add(Expression left, Expression right) => throw null;
        public static BinaryExpression AndAlso(Expression left, Expression right) => throw null;
        public static BinaryExpression Assign(Expression left, Expression right) => throw null;
        public static MethodCallExpression Call(Expression? instance, MethodInfo method) => throw null;
        public static MethodCallExpression Call(Expression? instance, MethodInfo method, IEnumerable<Expression>? arguments) => throw null;
        public static MethodCallExpression Call(Expression? instance, MethodInfo method, params Expression[]? arguments) => throw null;
        public static MethodCallExpression Call(Expression instance, string methodName, Type[]? typeArguments, params Expression[]? arguments) => throw null;
        public static MethodCallExpression Call(MethodInfo method, params Expression[]? arguments) => throw null;
        public static MethodCallExpression Call(Type type, string methodName, Type[]? typeArguments, params Expression[]? arguments) => throw null;
        public static ConstantExpression Constant(object? value) => throw null;
        public static ConstantExpression Constant(object? value, Type type) => throw null;
        public static UnaryExpression Convert(Expression expression, Type type) => throw null;
        public static BinaryExpression Equal(Expression left, Expression right) => throw null;
        public static MemberExpression Field(Expression? expression, FieldInfo field) => throw null;
        public static MemberExpression Field(Expression expression, string fieldName) => throw null;
        public static BinaryExpression GreaterThan(Expression left, Expression right) => throw null;
        public static BinaryExpression LessThan(Expression left, Expression right) => throw null;
        public static Expression<TDelegate> Lambda<TDelegate>(Expression body, IEnumerable<ParameterExpression>? parameters) => throw null;
        public static Expression<TDelegate> Lambda<TDelegate>(Expression body, params ParameterExpression[]? parameters) => throw null;
        public static LambdaExpression Lambda(Expression body, params ParameterExpression[]? parameters) => throw null;
        public static LambdaExpression Lambda(Type delegateType, Expression body, params ParameterExpression[]? parameters) => throw null;
        public static MemberExpression MakeMemberAccess(Expression? expression, MemberInfo member) => throw null;
        public static UnaryExpression Not(Expression expression) => throw null;
        public static BinaryExpression NotEqual(Expression left, Expression right) => throw null;
        public static BinaryExpression OrElse(Expression left, Expression right) => throw null;
        public static ParameterExpression Parameter(Type type) => throw null;
        public static ParameterExpression Parameter(Type type, string? name) => throw null;
        public static MemberExpression Property(Expression? expression, PropertyInfo property) => throw null;
        public static MemberExpression Property(Expression expression, string propertyName) => throw null;
        public static MemberExpression PropertyOrField(Expression expression, string propertyOrFieldName) => throw null;
        public static UnaryExpression Quote(Expression expression) => throw null;
        public virtual Expression Reduce() => throw null;
        public override string ToString() => throw null;
    }

    public abstract class LambdaExpression : Expression
    {
        internal LambdaExpression() { }
        public Expression Body { get => throw null; }
        public string? Name { get => throw null; }
        public sealed override ExpressionType NodeType { get => throw null; }
        public ReadOnlyCollection<ParameterExpression> Parameters { get => throw null; }
        public Type ReturnType { get => throw null; }
        public bool TailCall { get => throw null; }
        public override Type Type { get => throw null; }
        public Delegate Compile() => throw null;
        public Delegate Compile(bool preferInterpretation) => throw null;
    }

    public sealed class Expression<TDelegate> : LambdaExpression
    {
        internal Expression() { }
        public new TDelegate Compile() => throw null;
        public new TDelegate Compile(bool preferInterpretation) => throw null;
        public Expression<TDelegate> Update(Expression body, IEnumerable<ParameterExpression>? parameters) => throw null;
    }

    public class ParameterExpression : Expression
    {
        internal ParameterExpression() { }
        public bool IsByRef { get => throw null; }
        public string? Name { get => throw null; }
        public sealed override ExpressionType NodeType { get => throw null; }
        public override Type Type { get => throw null; }
    }

    public class ConstantExpression : Expression
    {
        internal ConstantExpression() { }
        public sealed override ExpressionType NodeType { get => throw null; }
        public override Type Type { get => throw null; }
        public object? Value { get => throw null; }
    }

    public class MemberExpression : Expression
    {
        internal MemberExpression() { }
        public Expression? Expression { get => throw null; }
        public MemberInfo Member { get => throw null; }
        public sealed override ExpressionType NodeType { get => throw null; }
    }

    public class MethodCallExpression : Expression
    {
        internal MethodCallExpression() { }
        public ReadOnlyCollection<Expression> Arguments { get => throw null; }
        public MethodInfo Method { get => throw null; }
        public sealed override ExpressionType NodeType { get => throw null; }
        public Expression? Object { get => throw null; }
        public override Type Type { get => throw null; }
    }

    public class BinaryExpression : Expression
    {
        internal BinaryExpression() { }
        public LambdaExpression? Conversion { get => throw null; }
        public bool IsLifted { get => throw null; }
        public bool IsLiftedToNull { get => throw null; }
        public Expression Left { get => throw null; }
        public MethodInfo? Method { get => throw null; }
        public Expression Right { get => throw null; }
    }

    public sealed class UnaryExpression : Expression
    {
        internal UnaryExpression() { }
        public bool IsLifted { get => throw null; }
        public bool IsLiftedToNull { get => throw null; }
        public MethodInfo? Method { get => throw null; }
        public override ExpressionType NodeType { get => throw null; }
        public Expression Operand { get => throw null; }
        public override Type Type { get => throw null; }
    }

    public abstract class ExpressionVisitor
    {
        protected ExpressionVisitor() { }
        public virtual Expression? Visit(Expression? node) => throw null;
        protected internal virtual Expression VisitBinary(BinaryExpression node) => throw null;
        protected internal virtual Expression VisitConstant(ConstantExpression node) => throw null;
        protected internal virtual Expression VisitLambda<T>(Expression<T> node) => throw null;
        protected internal virtual Expression VisitMember(MemberExpression node) => throw null;
        protected internal virtual Expression VisitMethodCall(MethodCallExpression node) => throw null;
        protected internal virtual Expression VisitParameter(ParameterExpression node) => throw null;
        protected internal virtual Expression VisitUnary(UnaryExpression node) => throw null;
    }

    public sealed class LabelTarget
    {
        internal LabelTarget() { }
        public string? Name { get => throw null; }
        public Type Type { get => throw null; }
        public override string ToString() => throw null;
    }
}
