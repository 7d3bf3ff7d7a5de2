// Core library model: a small slice of System.Net and System.Net.Http (HttpClient, request/response messages, content types, headers, HttpStatusCode).
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Net.Http.Headers;
using System.Text;
using System.Threading;
using System.Threading.Tasks;

namespace System.Net
{
    public enum HttpStatusCode
    {
        Continue = 100,
        SwitchingProtocols = 101,
        Processing = 102,
        EarlyHints = 103,
        OK = 200,
        Created = 201,
        Accepted = 202,
        NonAuthoritativeInformation = 203,
        NoContent = 204,
        ResetContent = 205,
        PartialContent = 206,
        MultiStatus = 207,
        AlreadyReported = 208,
        IMUsed = 226,
        Ambiguous = 300,
        MultipleChoices = 300,
        Moved = 301,
        MovedPermanently = 301,
        Found = 302,
        Redirect = 302,
        RedirectMethod = 303,
        SeeOther = 303,
        NotModified = 304,
        UseProxy = 305,
        Unused = 306,
        RedirectKeepVerb = 307,
        TemporaryRedirect = 307,
        PermanentRedirect = 308,
        BadRequest = 400,
        Unauthorized = 401,
        PaymentRequired = 402,
        Forbidden = 403,
        NotFound = 404,
        MethodNotAllowed = 405,
        NotAcceptable = 406,
        ProxyAuthenticationRequired = 407,
        RequestTimeout = 408,
        Conflict = 409,
        Gone = 410,
        LengthRequired = 411,
        PreconditionFailed = 412,
        RequestEntityTooLarge = 413,
        RequestUriTooLong = 414,
        UnsupportedMediaType = 415,
        RequestedRangeNotSatisfiable = 416,
        ExpectationFailed = 417,
        MisdirectedRequest = 421,
        UnprocessableContent = 422,
        UnprocessableEntity = 422,
        Locked = 423,
        FailedDependency = 424,
        UpgradeRequired = 426,
        PreconditionRequired = 428,
        TooManyRequests = 429,
        RequestHeaderFieldsTooLarge = 431,
        UnavailableForLegalReasons = 451,
        InternalServerError = 500,
        NotImplemented = 501,
        BadGateway = 502,
        ServiceUnavailable = 503,
        GatewayTimeout = 504,
        HttpVersionNotSupported = 505,
        VariantAlsoNegotiates = 506,
        InsufficientStorage = 507,
        LoopDetected = 508,
        NotExtended = 510,
        NetworkAuthenticationRequired = 511,
    }

    public abstract class TransportContext
    {
        protected TransportContext() { }
    }
}

namespace System.Net.Http
{
    public class HttpMessageInvoker : IDisposable
    {
        public HttpMessageInvoker(HttpMessageHandler handler) { }
        public HttpMessageInvoker(HttpMessageHandler handler, bool disposeHandler) { }
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public virtual HttpResponseMessage Send(HttpRequestMessage request, CancellationToken cancellationToken) => throw null;
        public virtual Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken cancellationToken) => throw null;
    }

    /// <summary>Sends HTTP requests and receives HTTP responses.</summary>
    public class HttpClient : HttpMessageInvoker
    {
        public HttpClient() : base(default(HttpMessageHandler)!) { }
        public HttpClient(HttpMessageHandler handler) : base(handler) { }
        public HttpClient(HttpMessageHandler handler, bool disposeHandler) : base(handler, disposeHandler) { }
        public Uri? BaseAddress { get => throw null; set { } }
        public HttpRequestHeaders DefaultRequestHeaders { get => throw null; }
        public Version DefaultRequestVersion { get => throw null; set { } }
        public long MaxResponseContentBufferSize { get => throw null; set { } }
        public TimeSpan Timeout { get => throw null; set { } }
        public void CancelPendingRequests() { }
        public Task<HttpResponseMessage> DeleteAsync(string? requestUri) => throw null;
        public Task<HttpResponseMessage> DeleteAsync(string? requestUri, CancellationToken cancellationToken) => throw null;
        public Task<HttpResponseMessage> DeleteAsync(Uri? requestUri) => throw null;
        public Task<HttpResponseMessage> DeleteAsync(Uri? requestUri, CancellationToken cancellationToken) => throw null;
        protected override void Dispose(bool disposing) { }
        public Task<HttpResponseMessage> GetAsync(string? requestUri) => throw null;
        public Task<HttpResponseMessage> GetAsync(string? requestUri, HttpCompletionOption completionOption) => throw null;
        public Task<HttpResponseMessage> GetAsync(string? requestUri, HttpCompletionOption completionOption, CancellationToken cancellationToken) => throw null;
        public Task<HttpResponseMessage> GetAsync(string? requestUri, CancellationToken cancellationToken) => throw null;
        public Task<HttpResponseMessage> GetAsync(Uri? requestUri) => throw null;
        public Task<HttpResponseMessage> GetAsync(Uri? requestUri, HttpCompletionOption completionOption) => throw null;
        public Task<HttpResponseMessage> GetAsync(Uri? requestUri, HttpCompletionOption completionOption, CancellationToken cancellationToken) => throw null;
        public Task<HttpResponseMessage> GetAsync(Uri? requestUri, CancellationToken cancellationToken) => throw null;
        public Task<byte[]> GetByteArrayAsync(string? requestUri) => throw null;
        public Task<byte[]> GetByteArrayAsync(string? requestUri, CancellationToken cancellationToken) => throw null;
        public Task<byte[]> GetByteArrayAsync(Uri? requestUri) => throw null;
        public Task<byte[]> GetByteArrayAsync(Uri? requestUri, CancellationToken cancellationToken) => throw null;
        public Task<Stream> GetStreamAsync(string? requestUri) => throw null;
        public Task<Stream> GetStreamAsync(string? requestUri, CancellationToken cancellationToken) => throw null;
        public Task<Stream> GetStreamAsync(Uri? requestUri) => throw null;
        public Task<Stream> GetStreamAsync(Uri? requestUri, CancellationToken cancellationToken) => throw null;
        public Task<string> GetStringAsync(string? requestUri) => throw null;
        public Task<string> GetStringAsync(string? requestUri, CancellationToken cancellationToken) => throw null;
        public Task<string> GetStringAsync(Uri? requestUri) => throw null;
        public Task<string> GetStringAsync(Uri? requestUri, CancellationToken cancellationToken) => throw null;
        public Task<HttpResponseMessage> PatchAsync(string? requestUri, HttpContent? content) => throw null;
        public Task<HttpResponseMessage> PatchAsync(string? requestUri, HttpContent? content, CancellationToken cancellationToken) => throw null;
        public Task<HttpResponseMessage> PatchAsync(Uri? requestUri, HttpContent? content) => throw null;
        public Task<HttpResponseMessage> PatchAsync(Uri? requestUri, HttpContent? content, CancellationToken cancellationToken) => throw null;
        public Task<HttpResponseMessage> PostAsync(string? requestUri, HttpContent? content) => throw null;
        public Task<HttpResponseMessage> PostAsync(string? requestUri, HttpContent? content, CancellationToken cancellationToken) => throw null;
        public Task<HttpResponseMessage> PostAsync(Uri? requestUri, HttpContent? content) => throw null;
        public Task<HttpResponseMessage> PostAsync(Uri? requestUri, HttpContent? content, CancellationToken cancellationToken) => throw null;
        public Task<HttpResponseMessage> PutAsync(string? requestUri, HttpContent? content) => throw null;
        public Task<HttpResponseMessage> PutAsync(string? requestUri, HttpContent? content, CancellationToken cancellationToken) => throw null;
        public Task<HttpResponseMessage> PutAsync(Uri? requestUri, HttpContent? content) => throw null;
        public Task<HttpResponseMessage> PutAsync(Uri? requestUri, HttpContent? content, CancellationToken cancellationToken) => throw null;
        public HttpResponseMessage Send(HttpRequestMessage request) => throw null;
        public HttpResponseMessage Send(HttpRequestMessage request, HttpCompletionOption completionOption) => throw null;
        public HttpResponseMessage Send(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationToken cancellationToken) => throw null;
        public override HttpResponseMessage Send(HttpRequestMessage request, CancellationToken cancellationToken) => throw null;
        public Task<HttpResponseMessage> SendAsync(HttpRequestMessage request) => throw null;
        public Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, HttpCompletionOption completionOption) => throw null;
        public Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationToken cancellationToken) => throw null;
        public override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken cancellationToken) => throw null;
    }

    public enum HttpCompletionOption
    {
        ResponseContentRead = 0,
        ResponseHeadersRead = 1,
    }

    public abstract class HttpMessageHandler : IDisposable
    {
        protected HttpMessageHandler() { }
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        protected internal virtual HttpResponseMessage Send(HttpRequestMessage request, CancellationToken cancellationToken) => throw null;
        protected internal abstract Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken cancellationToken);
    }

    public abstract class DelegatingHandler : HttpMessageHandler
    {
        protected DelegatingHandler() { }
        protected DelegatingHandler(HttpMessageHandler innerHandler) { }
        public HttpMessageHandler? InnerHandler { get => throw null; set { } }
        protected override void Dispose(bool disposing) { }
        protected internal override HttpResponseMessage Send(HttpRequestMessage request, CancellationToken cancellationToken) => throw null;
        protected internal override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken cancellationToken) => throw null;
    }

    public class HttpClientHandler : HttpMessageHandler
    {
        public HttpClientHandler() { }
        public bool AllowAutoRedirect { get => throw null; set { } }
        public int MaxAutomaticRedirections { get => throw null; set { } }
        public long MaxRequestContentBufferSize { get => throw null; set { } }
        public bool PreAuthenticate { get => throw null; set { } }
        public bool SupportsAutomaticDecompression { get => throw null; }
        public bool SupportsProxy { get => throw null; }
        public bool SupportsRedirectConfiguration { get => throw null; }
        public bool UseCookies { get => throw null; set { } }
        public bool UseDefaultCredentials { get => throw null; set { } }
        public bool UseProxy { get => throw null; set { } }
        protected override void Dispose(bool disposing) { }
        protected internal override HttpResponseMessage Send(HttpRequestMessage request, CancellationToken cancellationToken) => throw null;
        protected internal override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken cancellationToken) => throw null;
    }

    public class HttpMethod : IEquatable<HttpMethod>
    {
        public HttpMethod(string method) { }
        public static HttpMethod Connect { get => throw null; }
        public static HttpMethod Delete { get => throw null; }
        public static HttpMethod Get { get => throw null; }
        public static HttpMethod Head { get => throw null; }
        public string Method { get => throw null; }
        public static HttpMethod Options { get => throw null; }
        public static HttpMethod Patch { get => throw null; }
        public static HttpMethod Post { get => throw null; }
        public static HttpMethod Put { get => throw null; }
        public static HttpMethod Trace { get => throw null; }
        public bool Equals([NotNullWhen(true)] HttpMethod? other) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(HttpMethod? left, HttpMethod? right) => throw null;
        public static bool operator !=(HttpMethod? left, HttpMethod? right) => throw null;
        public static HttpMethod Parse(ReadOnlySpan<char> method) => throw null;
        public override string ToString() => throw null;
    }

    public class HttpRequestMessage : IDisposable
    {
        public HttpRequestMessage() { }
        public HttpRequestMessage(HttpMethod method, string? requestUri) { }
        public HttpRequestMessage(HttpMethod method, Uri? requestUri) { }
        public HttpContent? Content { get => throw null; set { } }
        public HttpRequestHeaders Headers { get => throw null; }
        public HttpMethod Method { get => throw null; set { } }
        public Uri? RequestUri { get => throw null; set { } }
        public Version Version { get => throw null; set { } }
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public override string ToString() => throw null;
    }

    public class HttpResponseMessage : IDisposable
    {
        public HttpResponseMessage() { }
        public HttpResponseMessage(HttpStatusCode statusCode) { }
        [AllowNull]
        public HttpContent Content { get => throw null; set { } }
        public HttpResponseHeaders Headers { get => throw null; }
        public bool IsSuccessStatusCode { get => throw null; }
        public string? ReasonPhrase { get => throw null; set { } }
        public HttpRequestMessage? RequestMessage { get => throw null; set { } }
        public HttpStatusCode StatusCode { get => throw null; set { } }
        public HttpResponseHeaders TrailingHeaders { get => throw null; }
        public Version Version { get => throw null; set { } }
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public HttpResponseMessage EnsureSuccessStatusCode() => throw null;
        public override string ToString() => throw null;
    }

    public abstract class HttpContent : IDisposable
    {
        protected HttpContent() { }
        public HttpContentHeaders Headers { get => throw null; }
        public void CopyTo(Stream stream, TransportContext? context, CancellationToken cancellationToken) { }
        public Task CopyToAsync(Stream stream) => throw null;
        public Task CopyToAsync(Stream stream, CancellationToken cancellationToken) => throw null;
        public Task CopyToAsync(Stream stream, TransportContext? context) => throw null;
        public Task CopyToAsync(Stream stream, TransportContext? context, CancellationToken cancellationToken) => throw null;
        protected virtual Stream CreateContentReadStream(CancellationToken cancellationToken) => throw null;
        protected virtual Task<Stream> CreateContentReadStreamAsync() => throw null;
        protected virtual Task<Stream> CreateContentReadStreamAsync(CancellationToken cancellationToken) => throw null;
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public Task LoadIntoBufferAsync() => throw null;
        public Task LoadIntoBufferAsync(long maxBufferSize) => throw null;
        public Task<byte[]> ReadAsByteArrayAsync() => throw null;
        public Task<byte[]> ReadAsByteArrayAsync(CancellationToken cancellationToken) => throw null;
        public Stream ReadAsStream() => throw null;
        public Stream ReadAsStream(CancellationToken cancellationToken) => throw null;
        public Task<Stream> ReadAsStreamAsync() => throw null;
        public Task<Stream> ReadAsStreamAsync(CancellationToken cancellationToken) => throw null;
        public Task<string> ReadAsStringAsync() => throw null;
        public Task<string> ReadAsStringAsync(CancellationToken cancellationToken) => throw null;
        protected virtual void SerializeToStream(Stream stream, TransportContext? context, CancellationToken cancellationToken) { }
        protected abstract Task SerializeToStreamAsync(Stream stream, TransportContext? context);
        protected virtual Task SerializeToStreamAsync(Stream stream, TransportContext? context, CancellationToken cancellationToken) => throw null;
        protected internal abstract bool TryComputeLength(out long length);
    }

    public class ByteArrayContent : HttpContent
    {
        public ByteArrayContent(byte[] content) { }
        public ByteArrayContent(byte[] content, int offset, int count) { }
        protected override Stream CreateContentReadStream(CancellationToken cancellationToken) => throw null;
        protected override Task<Stream> CreateContentReadStreamAsync() => throw null;
        protected override void SerializeToStream(Stream stream, TransportContext? context, CancellationToken cancellationToken) { }
        protected override Task SerializeToStreamAsync(Stream stream, TransportContext? context) => throw null;
        protected override Task SerializeToStreamAsync(Stream stream, TransportContext? context, CancellationToken cancellationToken) => throw null;
        protected internal override bool TryComputeLength(out long length) => throw null;
    }

    public class StringContent : ByteArrayContent
    {
        public StringContent(string content) : base(default(byte[])!) { }
        public StringContent(string content, MediaTypeHeaderValue mediaType) : base(default(byte[])!) { }
        public StringContent(string content, Encoding? encoding) : base(default(byte[])!) { }
        public StringContent(string content, Encoding? encoding, MediaTypeHeaderValue mediaType) : base(default(byte[])!) { }
        public StringContent(string content, Encoding? encoding, string mediaType) : base(default(byte[])!) { }
        protected override Task SerializeToStreamAsync(Stream stream, TransportContext? context, CancellationToken cancellationToken) => throw null;
    }

    public class StreamContent : HttpContent
    {
        public StreamContent(Stream content) { }
        public StreamContent(Stream content, int bufferSize) { }
        protected override Stream CreateContentReadStream(CancellationToken cancellationToken) => throw null;
        protected override Task<Stream> CreateContentReadStreamAsync() => throw null;
        protected override void Dispose(bool disposing) { }
        protected override void SerializeToStream(Stream stream, TransportContext? context, CancellationToken cancellationToken) { }
        protected override Task SerializeToStreamAsync(Stream stream, TransportContext? context) => throw null;
        protected override Task SerializeToStreamAsync(Stream stream, TransportContext? context, CancellationToken cancellationToken) => throw null;
        protected internal override bool TryComputeLength(out long length) => throw null;
    }

    public class FormUrlEncodedContent : ByteArrayContent
    {
        public FormUrlEncodedContent(IEnumerable<KeyValuePair<string, string>> nameValueCollection) : base(default(byte[])!) { }
        protected override Task SerializeToStreamAsync(Stream stream, TransportContext? context, CancellationToken cancellationToken) => throw null;
    }

    public class HttpRequestException : Exception
    {
        public HttpRequestException() { }
        public HttpRequestException(string? message) { }
        public HttpRequestException(string? message, Exception? inner) { }
        public HttpRequestException(string? message, Exception? inner, HttpStatusCode? statusCode) { }
        public HttpStatusCode? StatusCode { get => throw null; }
    }
}

namespace System.Net.Http.Headers
{
    public abstract class HttpHeaders : IEnumerable<KeyValuePair<string, IEnumerable<string>>>, System.Collections.IEnumerable
    {
        protected HttpHeaders() { }
        public void Add(string name, IEnumerable<string?> values) { }
        public void Add(string name, string? value) { }
        public void Clear() { }
        public bool Contains(string name) => throw null;
        public IEnumerator<KeyValuePair<string, IEnumerable<string>>> GetEnumerator() => throw null;
        public IEnumerable<string> GetValues(string name) => throw null;
        public bool Remove(string name) => throw null;
        public override string ToString() => throw null;
        public bool TryAddWithoutValidation(string name, IEnumerable<string?> values) => throw null;
        public bool TryAddWithoutValidation(string name, string? value) => throw null;
        public bool TryGetValues(string name, [NotNullWhen(true)] out IEnumerable<string>? values) => throw null;
        System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => throw null;
    }

    public sealed class HttpRequestHeaders : HttpHeaders
    {
        internal HttpRequestHeaders() { }
        public HttpHeaderValueCollection<MediaTypeWithQualityHeaderValue> Accept { get => throw null; }
        public AuthenticationHeaderValue? Authorization { get => throw null; set { } }
        public bool? ConnectionClose { get => throw null; set { } }
        public string? Host { get => throw null; set { } }
        public Uri? Referrer { get => throw null; set { } }
        public HttpHeaderValueCollection<ProductInfoHeaderValue> UserAgent { get => throw null; }
    }

    public sealed class HttpResponseHeaders : HttpHeaders
    {
        internal HttpResponseHeaders() { }
        public bool? ConnectionClose { get => throw null; set { } }
        public Uri? Location { get => throw null; set { } }
    }

    public sealed class HttpContentHeaders : HttpHeaders
    {
        internal HttpContentHeaders() { }
        public ICollection<string> ContentEncoding { get => throw null; }
        public long? ContentLength { get => throw null; set { } }
        public MediaTypeHeaderValue? ContentType { get => throw null; set { } }
        public DateTimeOffset? LastModified { get => throw null; set { } }
    }

    public sealed class HttpHeaderValueCollection<T> : ICollection<T>, IEnumerable<T>, System.Collections.IEnumerable where T : class
    {
        internal HttpHeaderValueCollection() { }
        public int Count { get => throw null; }
        public bool IsReadOnly { get => throw null; }
        public void Add(T item) { }
        public void Clear() { }
        public bool Contains(T item) => throw null;
        public void CopyTo(T[] array, int arrayIndex) { }
        public IEnumerator<T> GetEnumerator() => throw null;
        public void ParseAdd(string? input) { }
        public bool Remove(T item) => throw null;
        public override string ToString() => throw null;
        public bool TryParseAdd(string? input) => throw null;
        System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => throw null;
    }

    public class MediaTypeHeaderValue : ICloneable
    {
        protected MediaTypeHeaderValue(MediaTypeHeaderValue source) { }
        public MediaTypeHeaderValue(string mediaType) { }
        public MediaTypeHeaderValue(string mediaType, string? charSet) { }
        public string? CharSet { get => throw null; set { } }
        public string? MediaType { get => throw null; set { } }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public static MediaTypeHeaderValue Parse(string input) => throw null;
        object ICloneable.Clone() => throw null;
        public override string ToString() => throw null;
        public static bool TryParse([NotNullWhen(true)] string? input, [NotNullWhen(true)] out MediaTypeHeaderValue? parsedValue) => throw null;
    }

    public sealed class MediaTypeWithQualityHeaderValue : MediaTypeHeaderValue, ICloneable
    {
        public MediaTypeWithQualityHeaderValue(string mediaType) : base(mediaType) { }
        public MediaTypeWithQualityHeaderValue(string mediaType, double quality) : base(mediaType) { }
        public double? Quality { get => throw null; set { } }
        public static new MediaTypeWithQualityHeaderValue Parse(string input) => throw null;
        object ICloneable.Clone() => throw null;
        public static bool TryParse([NotNullWhen(true)] string? input, [NotNullWhen(true)] out MediaTypeWithQualityHeaderValue? parsedValue) => throw null;
    }

    public class AuthenticationHeaderValue : ICloneable
    {
        public AuthenticationHeaderValue(string scheme) { }
        public AuthenticationHeaderValue(string scheme, string? parameter) { }
        public string? Parameter { get => throw null; }
        public string Scheme { get => throw null; }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public static AuthenticationHeaderValue Parse(string input) => throw null;
        object ICloneable.Clone() => throw null;
        public override string ToString() => throw null;
        public static bool TryParse([NotNullWhen(true)] string? input, [NotNullWhen(true)] out AuthenticationHeaderValue? parsedValue) => throw null;
    }

    public class ProductInfoHeaderValue : ICloneable
    {
        public ProductInfoHeaderValue(ProductHeaderValue product) { }
        public ProductInfoHeaderValue(string comment) { }
        public ProductInfoHeaderValue(string productName, string? productVersion) { }
        public string? Comment { get => throw null; }
        public ProductHeaderValue? Product { get => throw null; }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public static ProductInfoHeaderValue Parse(string input) => throw null;
        object ICloneable.Clone() => throw null;
        public override string ToString() => throw null;
        public static bool TryParse([NotNullWhen(true)] string? input, [NotNullWhen(true)] out ProductInfoHeaderValue? parsedValue) => throw null;
    }

    public class ProductHeaderValue : ICloneable
    {
        public ProductHeaderValue(string name) { }
        public ProductHeaderValue(string name, string? version) { }
        public string Name { get => throw null; }
        public string? Version { get => throw null; }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public static ProductHeaderValue Parse(string input) => throw null;
        object ICloneable.Clone() => throw null;
        public override string ToString() => throw null;
        public static bool TryParse([NotNullWhen(true)] string? input, [NotNullWhen(true)] out ProductHeaderValue? parsedValue) => throw null;
    }
}
