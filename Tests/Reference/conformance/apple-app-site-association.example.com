{
  "applinks": {
    "details": [
      {
        "appIDs": [
          "ABCDE12345.com.example.conformance"
        ],
        "components": [
          {
            "/": "/admin/?*",
            "comment": "admin"
          },
          {
            "/": "/go",
            "comment": "go"
          },
          {
            "/": "/",
            "comment": "home"
          },
          {
            "/": "/*",
            "comment": "page"
          }
        ]
      }
    ]
  }
}
