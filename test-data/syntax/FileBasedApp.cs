#!/usr/bin/env dotnet
#:sdk Microsoft.NET.Sdk.Web
#:package Humanizer@2.14.1
#:property LangVersion=preview
#:project ../Shared/Shared.csproj
// C# 14 / .NET 10: a file-based program with its directives, then top-level statements.
using System;

Console.WriteLine("hello");
return args.Length switch
{
    0 => 0,
    _ => 1,
};
