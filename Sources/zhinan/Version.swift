/// The one version number of the tool: `zhinan --version` prints it, and `zhinan lint --format
/// sarif` reports it as `driver.version`, so code review tools and people see the same number.
let zhinanVersion = "0.3.0"
