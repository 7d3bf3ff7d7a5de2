using Microsoft.AspNetCore.Mvc;

namespace Fidelity.Web.Controllers;

[ApiController]
public class UsersController : ControllerBase
{
    // `User` is ControllerBase.User (a ClaimsPrincipal), not Fidelity.Web.User.
    [HttpGet]
    public IActionResult Get() => Ok(User.GetUserId());

    public string Who() => User.Identity?.Name ?? Fidelity.Shared.Clock.Ticks.ToString();
}
