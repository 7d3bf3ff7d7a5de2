Public Module Arithmetic
    Public Function Add(a As Integer, b As Integer) As Integer
        Return a + b
    End Function
End Module
