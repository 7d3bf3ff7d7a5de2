// Top-level statements whose first statement returns a switch expression.
return args switch
{
    [] => 0,
    ["--help"] => 1,
    _ => 2,
};
