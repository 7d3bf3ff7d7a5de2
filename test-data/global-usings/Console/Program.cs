var person = new Person("Ada", 36);
WriteLine(Json.JsonSerializer.Serialize(person));
WriteLine(Max(person.Age, 18));
