using Microsoft.AspNetCore.Mvc;

namespace Web.Api.Controllers;

[ApiController]
[Route("profile")]
public class ProfileController : ControllerBase
{
    [HttpGet]
    public IActionResult Get()
    {
        var subject = User.FindFirst("sub");
        if (subject is null)
        {
            return Unauthorized();
        }
        return Ok(subject.Value);
    }
}
