// Assignment through the reference a ref-returning method or indexer returns.
using System.Runtime.CompilerServices;

namespace Features.RefReturns;

public struct Counter
{
    private int _value;
    private int[] _values;

    public ref int GetRef() => ref _value;

    public ref int At(int i) => ref _values[i];

    public readonly void Reset(int value)
    {
        Unsafe.AsRef(in this) = default;
        Unsafe.AsRef(in _value) = value;
    }

    public void Use()
    {
        GetRef() = 1;
        GetRef() += 2;
        At(0) = At(1)++;
        this.GetRef()++;
        ref var r = ref GetRef();
        r = 3;
    }
}
