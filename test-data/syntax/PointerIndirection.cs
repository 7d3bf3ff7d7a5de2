// Unsafe code: assignment through indirections of casts, sums and increments.
namespace Features.PointerIndirection;

public static unsafe class Pointers
{
    public static void Write(byte* p, void* q, int* r)
    {
        *(ulong*)p = 1;
        *(p + 1) = 2;
        *r++ = 3;
        *(int*)q = 4;
        *(int*)(p + 8) = 5;
        *(*(&r)) = 6;
        *(int*)p++ = 7;
        var x = *(long*)p;
        p[0] = *p;
        *p += 1;
    }
}
