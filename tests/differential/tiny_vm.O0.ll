; ModuleID = 'tiny_vm.c'
source_filename = "tiny_vm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.insn = type { i32, i32, i32, i32, [12 x i8] }
%struct.vm = type { [8 x i64], [64 x i64], [32 x i32], i32, i64 }

@progs = internal global [5 x ptr] [ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16, !dbg !0
@.str = private unnamed_addr constant [29 x i8] c"program %d: %d instructions\0A\00", align 1, !dbg !48
@.str.1 = private unnamed_addr constant [20 x i8] c"  [%d] %s %d %d %d\0A\00", align 1, !dbg !54
@mnem = internal constant [17 x ptr] [ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24], align 16, !dbg !132
@.str.2 = private unnamed_addr constant [33 x i8] c"  rc=%d steps=%ld r0=%ld r5=%ld\0A\00", align 1, !dbg !59
@.str.3 = private unnamed_addr constant [123 x i8] c"  li r0, 1071\0A  li r1, 462\0Aloop:\0A  jz r1, done\0A  mod r2, r0, r1\0A  mov r0, r1\0A  mov r1, r2\0A  jmp loop\0Adone:\0A  out r0\0A  hlt\0A\00", align 1, !dbg !64
@.str.4 = private unnamed_addr constant [165 x i8] c"  li r0, 0\0A  li r1, 1\0A  li r3, 21\0Anext:\0A  call square\0A  add r0, r0, r2\0A  li r4, 1\0A  add r1, r1, r4\0A  jlt r1, r3, next\0A  out r0\0A  hlt\0Asquare:\0A  mul r2, r1, r1\0A  ret\0A\00", align 1, !dbg !69
@.str.5 = private unnamed_addr constant [431 x i8] c"  li r0, 2\0A  li r7, 64\0Afill:\0A  li r1, 1\0A  st r1, r0\0A  li r1, 1\0A  add r0, r0, r1\0A  jlt r0, r7, fill\0A  li r0, 2\0Aouter:\0A  ld r1, r0\0A  jz r1, skip\0A  mul r2, r0, r0\0Ainner:\0A  jlt r2, r7, mark\0A  jmp skip\0Amark:\0A  li r3, 0\0A  st r3, r2\0A  add r2, r2, r0\0A  jmp inner\0Askip:\0A  li r1, 1\0A  add r0, r0, r1\0A  jlt r0, r7, outer\0A  li r0, 2\0A  li r5, 0\0Acount:\0A  ld r1, r0\0A  add r5, r5, r1\0A  li r1, 1\0A  add r0, r0, r1\0A  jlt r0, r7, count\0A  out r5\0A  hlt\0A\00", align 1, !dbg !74
@.str.6 = private unnamed_addr constant [18 x i8] c"spin:\0A  jmp spin\0A\00", align 1, !dbg !79
@.str.7 = private unnamed_addr constant [46 x i8] c"  li r0, 5\0A  li r1, 0\0A  div r2, r0, r1\0A  hlt\0A\00", align 1, !dbg !84
@.str.8 = private unnamed_addr constant [3 x i8] c"li\00", align 1, !dbg !89
@.str.9 = private unnamed_addr constant [4 x i8] c"mov\00", align 1, !dbg !94
@.str.10 = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !99
@.str.11 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !101
@.str.12 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !103
@.str.13 = private unnamed_addr constant [4 x i8] c"div\00", align 1, !dbg !105
@.str.14 = private unnamed_addr constant [4 x i8] c"mod\00", align 1, !dbg !107
@.str.15 = private unnamed_addr constant [4 x i8] c"jmp\00", align 1, !dbg !109
@.str.16 = private unnamed_addr constant [3 x i8] c"jz\00", align 1, !dbg !111
@.str.17 = private unnamed_addr constant [4 x i8] c"jnz\00", align 1, !dbg !113
@.str.18 = private unnamed_addr constant [4 x i8] c"jlt\00", align 1, !dbg !115
@.str.19 = private unnamed_addr constant [5 x i8] c"call\00", align 1, !dbg !117
@.str.20 = private unnamed_addr constant [4 x i8] c"ret\00", align 1, !dbg !122
@.str.21 = private unnamed_addr constant [3 x i8] c"ld\00", align 1, !dbg !124
@.str.22 = private unnamed_addr constant [3 x i8] c"st\00", align 1, !dbg !126
@.str.23 = private unnamed_addr constant [4 x i8] c"out\00", align 1, !dbg !128
@.str.24 = private unnamed_addr constant [4 x i8] c"hlt\00", align 1, !dbg !130
@.str.25 = private unnamed_addr constant [17 x i8] c"  out r%d = %ld\0A\00", align 1, !dbg !140

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !152 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [64 x %struct.insn], align 16
  %4 = alloca [16 x [12 x i8]], align 16
  %5 = alloca [16 x i32], align 16
  %6 = alloca i32, align 4
  %7 = alloca %struct.vm, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !156, !DIExpression(), !158)
  store i32 0, ptr %2, align 4, !dbg !158
  br label %10, !dbg !159

10:                                               ; preds = %77, %0
  %11 = load i32, ptr %2, align 4, !dbg !160
  %12 = icmp slt i32 %11, 5, !dbg !162
  br i1 %12, label %13, label %80, !dbg !163

13:                                               ; preds = %10
    #dbg_declare(ptr %3, !164, !DIExpression(), !179)
    #dbg_declare(ptr %4, !180, !DIExpression(), !184)
    #dbg_declare(ptr %5, !185, !DIExpression(), !188)
    #dbg_declare(ptr %6, !189, !DIExpression(), !190)
  %14 = load i32, ptr %2, align 4, !dbg !191
  %15 = sext i32 %14 to i64, !dbg !192
  %16 = getelementptr inbounds [5 x ptr], ptr @progs, i64 0, i64 %15, !dbg !192
  %17 = load ptr, ptr %16, align 8, !dbg !192
  %18 = getelementptr inbounds [64 x %struct.insn], ptr %3, i64 0, i64 0, !dbg !193
  %19 = getelementptr inbounds [16 x [12 x i8]], ptr %4, i64 0, i64 0, !dbg !194
  %20 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 0, !dbg !195
  %21 = call i32 @assemble(ptr noundef %17, ptr noundef %18, ptr noundef %19, ptr noundef %20), !dbg !196
  store i32 %21, ptr %6, align 4, !dbg !190
    #dbg_declare(ptr %7, !197, !DIExpression(), !213)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 720, i1 false), !dbg !214
  %22 = load i32, ptr %2, align 4, !dbg !215
  %23 = load i32, ptr %6, align 4, !dbg !216
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %22, i32 noundef %23), !dbg !217
    #dbg_declare(ptr %8, !218, !DIExpression(), !220)
  store i32 0, ptr %8, align 4, !dbg !220
  br label %25, !dbg !221

25:                                               ; preds = %60, %13
  %26 = load i32, ptr %8, align 4, !dbg !222
  %27 = load i32, ptr %6, align 4, !dbg !224
  %28 = icmp slt i32 %26, %27, !dbg !225
  br i1 %28, label %29, label %32, !dbg !226

29:                                               ; preds = %25
  %30 = load i32, ptr %8, align 4, !dbg !227
  %31 = icmp slt i32 %30, 4, !dbg !228
  br label %32

32:                                               ; preds = %29, %25
  %33 = phi i1 [ false, %25 ], [ %31, %29 ], !dbg !229
  br i1 %33, label %34, label %63, !dbg !230

34:                                               ; preds = %32
  %35 = load i32, ptr %8, align 4, !dbg !231
  %36 = load i32, ptr %8, align 4, !dbg !232
  %37 = sext i32 %36 to i64, !dbg !233
  %38 = getelementptr inbounds [64 x %struct.insn], ptr %3, i64 0, i64 %37, !dbg !233
  %39 = getelementptr inbounds %struct.insn, ptr %38, i32 0, i32 0, !dbg !234
  %40 = load i32, ptr %39, align 4, !dbg !234
  %41 = zext i32 %40 to i64, !dbg !235
  %42 = getelementptr inbounds [17 x ptr], ptr @mnem, i64 0, i64 %41, !dbg !235
  %43 = load ptr, ptr %42, align 8, !dbg !235
  %44 = load i32, ptr %8, align 4, !dbg !236
  %45 = sext i32 %44 to i64, !dbg !237
  %46 = getelementptr inbounds [64 x %struct.insn], ptr %3, i64 0, i64 %45, !dbg !237
  %47 = getelementptr inbounds %struct.insn, ptr %46, i32 0, i32 1, !dbg !238
  %48 = load i32, ptr %47, align 4, !dbg !238
  %49 = load i32, ptr %8, align 4, !dbg !239
  %50 = sext i32 %49 to i64, !dbg !240
  %51 = getelementptr inbounds [64 x %struct.insn], ptr %3, i64 0, i64 %50, !dbg !240
  %52 = getelementptr inbounds %struct.insn, ptr %51, i32 0, i32 2, !dbg !241
  %53 = load i32, ptr %52, align 4, !dbg !241
  %54 = load i32, ptr %8, align 4, !dbg !242
  %55 = sext i32 %54 to i64, !dbg !243
  %56 = getelementptr inbounds [64 x %struct.insn], ptr %3, i64 0, i64 %55, !dbg !243
  %57 = getelementptr inbounds %struct.insn, ptr %56, i32 0, i32 3, !dbg !244
  %58 = load i32, ptr %57, align 4, !dbg !244
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %35, ptr noundef %43, i32 noundef %48, i32 noundef %53, i32 noundef %58), !dbg !245
  br label %60, !dbg !245

60:                                               ; preds = %34
  %61 = load i32, ptr %8, align 4, !dbg !246
  %62 = add nsw i32 %61, 1, !dbg !246
  store i32 %62, ptr %8, align 4, !dbg !246
  br label %25, !dbg !247, !llvm.loop !248

63:                                               ; preds = %32
    #dbg_declare(ptr %9, !251, !DIExpression(), !252)
  %64 = getelementptr inbounds [64 x %struct.insn], ptr %3, i64 0, i64 0, !dbg !253
  %65 = load i32, ptr %6, align 4, !dbg !254
  %66 = call i32 @run(ptr noundef %7, ptr noundef %64, i32 noundef %65, i64 noundef 20000), !dbg !255
  store i32 %66, ptr %9, align 4, !dbg !252
  %67 = load i32, ptr %9, align 4, !dbg !256
  %68 = getelementptr inbounds %struct.vm, ptr %7, i32 0, i32 4, !dbg !257
  %69 = load i64, ptr %68, align 8, !dbg !257
  %70 = getelementptr inbounds %struct.vm, ptr %7, i32 0, i32 0, !dbg !258
  %71 = getelementptr inbounds [8 x i64], ptr %70, i64 0, i64 0, !dbg !259
  %72 = load i64, ptr %71, align 8, !dbg !259
  %73 = getelementptr inbounds %struct.vm, ptr %7, i32 0, i32 0, !dbg !260
  %74 = getelementptr inbounds [8 x i64], ptr %73, i64 0, i64 5, !dbg !261
  %75 = load i64, ptr %74, align 8, !dbg !261
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %67, i64 noundef %69, i64 noundef %72, i64 noundef %75), !dbg !262
  br label %77, !dbg !263

77:                                               ; preds = %63
  %78 = load i32, ptr %2, align 4, !dbg !264
  %79 = add nsw i32 %78, 1, !dbg !264
  store i32 %79, ptr %2, align 4, !dbg !264
  br label %10, !dbg !265, !llvm.loop !266

80:                                               ; preds = %10
  ret i32 0, !dbg !268
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @assemble(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !269 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [64 x i8], align 16
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca [4 x [12 x i8]], align 16
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca [3 x ptr], align 16
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !275, !DIExpression(), !276)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !277, !DIExpression(), !278)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !279, !DIExpression(), !280)
  store ptr %3, ptr %8, align 8
    #dbg_declare(ptr %8, !281, !DIExpression(), !282)
    #dbg_declare(ptr %9, !283, !DIExpression(), !284)
  store i32 0, ptr %9, align 4, !dbg !284
    #dbg_declare(ptr %10, !285, !DIExpression(), !286)
  store i32 0, ptr %10, align 4, !dbg !286
    #dbg_declare(ptr %11, !287, !DIExpression(), !289)
    #dbg_declare(ptr %12, !290, !DIExpression(), !291)
  %27 = load ptr, ptr %5, align 8, !dbg !292
  store ptr %27, ptr %12, align 8, !dbg !291
  br label %28, !dbg !293

28:                                               ; preds = %280, %93, %87, %4
  %29 = load ptr, ptr %12, align 8, !dbg !294
  %30 = load i8, ptr %29, align 1, !dbg !295
  %31 = icmp ne i8 %30, 0, !dbg !293
  br i1 %31, label %32, label %281, !dbg !293

32:                                               ; preds = %28
    #dbg_declare(ptr %13, !296, !DIExpression(), !298)
  %33 = load ptr, ptr %12, align 8, !dbg !299
  %34 = call ptr @strchr(ptr noundef %33, i32 noundef 10) #7, !dbg !300
  store ptr %34, ptr %13, align 8, !dbg !298
    #dbg_declare(ptr %14, !301, !DIExpression(), !302)
  %35 = load ptr, ptr %13, align 8, !dbg !303
  %36 = icmp ne ptr %35, null, !dbg !303
  br i1 %36, label %37, label %43, !dbg !303

37:                                               ; preds = %32
  %38 = load ptr, ptr %13, align 8, !dbg !304
  %39 = load ptr, ptr %12, align 8, !dbg !305
  %40 = ptrtoint ptr %38 to i64, !dbg !306
  %41 = ptrtoint ptr %39 to i64, !dbg !306
  %42 = sub i64 %40, %41, !dbg !306
  br label %46, !dbg !303

43:                                               ; preds = %32
  %44 = load ptr, ptr %12, align 8, !dbg !307
  %45 = call i64 @strlen(ptr noundef %44) #7, !dbg !308
  br label %46, !dbg !303

46:                                               ; preds = %43, %37
  %47 = phi i64 [ %42, %37 ], [ %45, %43 ], !dbg !303
  store i64 %47, ptr %14, align 8, !dbg !302
  %48 = getelementptr inbounds [64 x i8], ptr %11, i64 0, i64 0, !dbg !309
  %49 = load ptr, ptr %12, align 8, !dbg !310
  %50 = load i64, ptr %14, align 8, !dbg !311
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %48, ptr align 1 %49, i64 %50, i1 false), !dbg !309
  %51 = load i64, ptr %14, align 8, !dbg !312
  %52 = getelementptr inbounds [64 x i8], ptr %11, i64 0, i64 %51, !dbg !313
  store i8 0, ptr %52, align 1, !dbg !314
  %53 = load i64, ptr %14, align 8, !dbg !315
  %54 = load ptr, ptr %13, align 8, !dbg !316
  %55 = icmp ne ptr %54, null, !dbg !316
  %56 = zext i1 %55 to i64, !dbg !316
  %57 = select i1 %55, i32 1, i32 0, !dbg !316
  %58 = sext i32 %57 to i64, !dbg !317
  %59 = add i64 %53, %58, !dbg !318
  %60 = load ptr, ptr %12, align 8, !dbg !319
  %61 = getelementptr inbounds i8, ptr %60, i64 %59, !dbg !319
  store ptr %61, ptr %12, align 8, !dbg !319
    #dbg_declare(ptr %15, !320, !DIExpression(), !322)
  %62 = getelementptr inbounds [64 x i8], ptr %11, i64 0, i64 0, !dbg !323
  store ptr %62, ptr %15, align 8, !dbg !322
  br label %63, !dbg !324

63:                                               ; preds = %75, %46
  %64 = call ptr @__ctype_b_loc() #8, !dbg !325
  %65 = load ptr, ptr %64, align 8, !dbg !325
  %66 = load ptr, ptr %15, align 8, !dbg !325
  %67 = load i8, ptr %66, align 1, !dbg !325
  %68 = zext i8 %67 to i32, !dbg !325
  %69 = sext i32 %68 to i64, !dbg !325
  %70 = getelementptr inbounds i16, ptr %65, i64 %69, !dbg !325
  %71 = load i16, ptr %70, align 2, !dbg !325
  %72 = zext i16 %71 to i32, !dbg !325
  %73 = and i32 %72, 8192, !dbg !325
  %74 = icmp ne i32 %73, 0, !dbg !324
  br i1 %74, label %75, label %78, !dbg !324

75:                                               ; preds = %63
  %76 = load ptr, ptr %15, align 8, !dbg !326
  %77 = getelementptr inbounds i8, ptr %76, i32 1, !dbg !326
  store ptr %77, ptr %15, align 8, !dbg !326
  br label %63, !dbg !324, !llvm.loop !327

78:                                               ; preds = %63
  %79 = load ptr, ptr %15, align 8, !dbg !328
  %80 = load i8, ptr %79, align 1, !dbg !330
  %81 = icmp ne i8 %80, 0, !dbg !330
  br i1 %81, label %82, label %87, !dbg !331

82:                                               ; preds = %78
  %83 = load ptr, ptr %15, align 8, !dbg !332
  %84 = load i8, ptr %83, align 1, !dbg !333
  %85 = sext i8 %84 to i32, !dbg !333
  %86 = icmp eq i32 %85, 59, !dbg !334
  br i1 %86, label %87, label %88, !dbg !335

87:                                               ; preds = %82, %78
  br label %28, !dbg !336, !llvm.loop !337

88:                                               ; preds = %82
    #dbg_declare(ptr %16, !339, !DIExpression(), !340)
  %89 = load ptr, ptr %15, align 8, !dbg !341
  %90 = call ptr @strchr(ptr noundef %89, i32 noundef 58) #7, !dbg !342
  store ptr %90, ptr %16, align 8, !dbg !340
  %91 = load ptr, ptr %16, align 8, !dbg !343
  %92 = icmp ne ptr %91, null, !dbg !343
  br i1 %92, label %93, label %108, !dbg !345

93:                                               ; preds = %88
  %94 = load ptr, ptr %16, align 8, !dbg !346
  store i8 0, ptr %94, align 1, !dbg !348
  %95 = load ptr, ptr %7, align 8, !dbg !349
  %96 = load i32, ptr %10, align 4, !dbg !350
  %97 = sext i32 %96 to i64, !dbg !349
  %98 = getelementptr inbounds [12 x i8], ptr %95, i64 %97, !dbg !349
  %99 = getelementptr inbounds [12 x i8], ptr %98, i64 0, i64 0, !dbg !349
  %100 = load ptr, ptr %15, align 8, !dbg !351
  %101 = call ptr @strcpy(ptr noundef %99, ptr noundef %100) #9, !dbg !352
  %102 = load i32, ptr %9, align 4, !dbg !353
  %103 = load ptr, ptr %8, align 8, !dbg !354
  %104 = load i32, ptr %10, align 4, !dbg !355
  %105 = add nsw i32 %104, 1, !dbg !355
  store i32 %105, ptr %10, align 4, !dbg !355
  %106 = sext i32 %104 to i64, !dbg !354
  %107 = getelementptr inbounds i32, ptr %103, i64 %106, !dbg !354
  store i32 %102, ptr %107, align 4, !dbg !356
  br label %28, !dbg !357, !llvm.loop !337

108:                                              ; preds = %88
    #dbg_declare(ptr %17, !358, !DIExpression(), !361)
  call void @llvm.memset.p0.i64(ptr align 16 %17, i8 0, i64 48, i1 false), !dbg !361
    #dbg_declare(ptr %18, !362, !DIExpression(), !363)
  store i32 0, ptr %18, align 4, !dbg !363
  br label %109, !dbg !364

109:                                              ; preds = %176, %108
  %110 = load ptr, ptr %15, align 8, !dbg !365
  %111 = load i8, ptr %110, align 1, !dbg !366
  %112 = sext i8 %111 to i32, !dbg !366
  %113 = icmp ne i32 %112, 0, !dbg !366
  br i1 %113, label %114, label %117, !dbg !367

114:                                              ; preds = %109
  %115 = load i32, ptr %18, align 4, !dbg !368
  %116 = icmp slt i32 %115, 4, !dbg !369
  br label %117

117:                                              ; preds = %114, %109
  %118 = phi i1 [ false, %109 ], [ %116, %114 ], !dbg !370
  br i1 %118, label %119, label %177, !dbg !364

119:                                              ; preds = %117
  br label %120, !dbg !371

120:                                              ; preds = %132, %119
  %121 = load ptr, ptr %15, align 8, !dbg !373
  %122 = load i8, ptr %121, align 1, !dbg !374
  %123 = sext i8 %122 to i32, !dbg !374
  %124 = icmp eq i32 %123, 32, !dbg !375
  br i1 %124, label %130, label %125, !dbg !376

125:                                              ; preds = %120
  %126 = load ptr, ptr %15, align 8, !dbg !377
  %127 = load i8, ptr %126, align 1, !dbg !378
  %128 = sext i8 %127 to i32, !dbg !378
  %129 = icmp eq i32 %128, 44, !dbg !379
  br label %130, !dbg !376

130:                                              ; preds = %125, %120
  %131 = phi i1 [ true, %120 ], [ %129, %125 ]
  br i1 %131, label %132, label %135, !dbg !371

132:                                              ; preds = %130
  %133 = load ptr, ptr %15, align 8, !dbg !380
  %134 = getelementptr inbounds i8, ptr %133, i32 1, !dbg !380
  store ptr %134, ptr %15, align 8, !dbg !380
  br label %120, !dbg !371, !llvm.loop !381

135:                                              ; preds = %130
    #dbg_declare(ptr %19, !382, !DIExpression(), !383)
  store i32 0, ptr %19, align 4, !dbg !383
  br label %136, !dbg !384

136:                                              ; preds = %153, %135
  %137 = load ptr, ptr %15, align 8, !dbg !385
  %138 = load i8, ptr %137, align 1, !dbg !386
  %139 = sext i8 %138 to i32, !dbg !386
  %140 = icmp ne i32 %139, 0, !dbg !386
  br i1 %140, label %141, label %151, !dbg !387

141:                                              ; preds = %136
  %142 = load ptr, ptr %15, align 8, !dbg !388
  %143 = load i8, ptr %142, align 1, !dbg !389
  %144 = sext i8 %143 to i32, !dbg !389
  %145 = icmp ne i32 %144, 32, !dbg !390
  br i1 %145, label %146, label %151, !dbg !391

146:                                              ; preds = %141
  %147 = load ptr, ptr %15, align 8, !dbg !392
  %148 = load i8, ptr %147, align 1, !dbg !393
  %149 = sext i8 %148 to i32, !dbg !393
  %150 = icmp ne i32 %149, 44, !dbg !394
  br label %151

151:                                              ; preds = %146, %141, %136
  %152 = phi i1 [ false, %141 ], [ false, %136 ], [ %150, %146 ], !dbg !395
  br i1 %152, label %153, label %164, !dbg !384

153:                                              ; preds = %151
  %154 = load ptr, ptr %15, align 8, !dbg !396
  %155 = getelementptr inbounds i8, ptr %154, i32 1, !dbg !396
  store ptr %155, ptr %15, align 8, !dbg !396
  %156 = load i8, ptr %154, align 1, !dbg !397
  %157 = load i32, ptr %18, align 4, !dbg !398
  %158 = sext i32 %157 to i64, !dbg !399
  %159 = getelementptr inbounds [4 x [12 x i8]], ptr %17, i64 0, i64 %158, !dbg !399
  %160 = load i32, ptr %19, align 4, !dbg !400
  %161 = add nsw i32 %160, 1, !dbg !400
  store i32 %161, ptr %19, align 4, !dbg !400
  %162 = sext i32 %160 to i64, !dbg !399
  %163 = getelementptr inbounds [12 x i8], ptr %159, i64 0, i64 %162, !dbg !399
  store i8 %156, ptr %163, align 1, !dbg !401
  br label %136, !dbg !384, !llvm.loop !402

164:                                              ; preds = %151
  %165 = load i32, ptr %18, align 4, !dbg !403
  %166 = sext i32 %165 to i64, !dbg !404
  %167 = getelementptr inbounds [4 x [12 x i8]], ptr %17, i64 0, i64 %166, !dbg !404
  %168 = load i32, ptr %19, align 4, !dbg !405
  %169 = sext i32 %168 to i64, !dbg !404
  %170 = getelementptr inbounds [12 x i8], ptr %167, i64 0, i64 %169, !dbg !404
  store i8 0, ptr %170, align 1, !dbg !406
  %171 = load i32, ptr %19, align 4, !dbg !407
  %172 = icmp ne i32 %171, 0, !dbg !407
  br i1 %172, label %173, label %176, !dbg !409

173:                                              ; preds = %164
  %174 = load i32, ptr %18, align 4, !dbg !410
  %175 = add nsw i32 %174, 1, !dbg !410
  store i32 %175, ptr %18, align 4, !dbg !410
  br label %176, !dbg !411

176:                                              ; preds = %173, %164
  br label %109, !dbg !364, !llvm.loop !412

177:                                              ; preds = %117
    #dbg_declare(ptr %20, !414, !DIExpression(), !415)
  %178 = load ptr, ptr %6, align 8, !dbg !416
  %179 = load i32, ptr %9, align 4, !dbg !417
  %180 = add nsw i32 %179, 1, !dbg !417
  store i32 %180, ptr %9, align 4, !dbg !417
  %181 = sext i32 %179 to i64, !dbg !416
  %182 = getelementptr inbounds %struct.insn, ptr %178, i64 %181, !dbg !416
  store ptr %182, ptr %20, align 8, !dbg !415
  %183 = load ptr, ptr %20, align 8, !dbg !418
  call void @llvm.memset.p0.i64(ptr align 4 %183, i8 0, i64 28, i1 false), !dbg !419
    #dbg_declare(ptr %21, !420, !DIExpression(), !422)
  store i32 0, ptr %21, align 4, !dbg !422
  br label %184, !dbg !423

184:                                              ; preds = %201, %177
  %185 = load i32, ptr %21, align 4, !dbg !424
  %186 = icmp sle i32 %185, 16, !dbg !426
  br i1 %186, label %187, label %204, !dbg !427

187:                                              ; preds = %184
  %188 = getelementptr inbounds [4 x [12 x i8]], ptr %17, i64 0, i64 0, !dbg !428
  %189 = getelementptr inbounds [12 x i8], ptr %188, i64 0, i64 0, !dbg !428
  %190 = load i32, ptr %21, align 4, !dbg !430
  %191 = sext i32 %190 to i64, !dbg !431
  %192 = getelementptr inbounds [17 x ptr], ptr @mnem, i64 0, i64 %191, !dbg !431
  %193 = load ptr, ptr %192, align 8, !dbg !431
  %194 = call i32 @strcmp(ptr noundef %189, ptr noundef %193) #7, !dbg !432
  %195 = icmp eq i32 %194, 0, !dbg !433
  br i1 %195, label %196, label %200, !dbg !434

196:                                              ; preds = %187
  %197 = load i32, ptr %21, align 4, !dbg !435
  %198 = load ptr, ptr %20, align 8, !dbg !436
  %199 = getelementptr inbounds %struct.insn, ptr %198, i32 0, i32 0, !dbg !437
  store i32 %197, ptr %199, align 4, !dbg !438
  br label %200, !dbg !436

200:                                              ; preds = %196, %187
  br label %201, !dbg !439

201:                                              ; preds = %200
  %202 = load i32, ptr %21, align 4, !dbg !440
  %203 = add nsw i32 %202, 1, !dbg !440
  store i32 %203, ptr %21, align 4, !dbg !440
  br label %184, !dbg !441, !llvm.loop !442

204:                                              ; preds = %184
    #dbg_declare(ptr %22, !444, !DIExpression(), !446)
  %205 = load ptr, ptr %20, align 8, !dbg !447
  %206 = getelementptr inbounds %struct.insn, ptr %205, i32 0, i32 1, !dbg !448
  store ptr %206, ptr %22, align 8, !dbg !449
  %207 = getelementptr inbounds ptr, ptr %22, i64 1, !dbg !449
  %208 = load ptr, ptr %20, align 8, !dbg !450
  %209 = getelementptr inbounds %struct.insn, ptr %208, i32 0, i32 2, !dbg !451
  store ptr %209, ptr %207, align 8, !dbg !449
  %210 = getelementptr inbounds ptr, ptr %22, i64 2, !dbg !449
  %211 = load ptr, ptr %20, align 8, !dbg !452
  %212 = getelementptr inbounds %struct.insn, ptr %211, i32 0, i32 3, !dbg !453
  store ptr %212, ptr %210, align 8, !dbg !449
    #dbg_declare(ptr %23, !454, !DIExpression(), !456)
  store i32 1, ptr %23, align 4, !dbg !456
  br label %213, !dbg !457

213:                                              ; preds = %277, %204
  %214 = load i32, ptr %23, align 4, !dbg !458
  %215 = load i32, ptr %18, align 4, !dbg !460
  %216 = icmp slt i32 %214, %215, !dbg !461
  br i1 %216, label %217, label %280, !dbg !462

217:                                              ; preds = %213
    #dbg_declare(ptr %24, !463, !DIExpression(), !465)
  %218 = load i32, ptr %23, align 4, !dbg !466
  %219 = sext i32 %218 to i64, !dbg !467
  %220 = getelementptr inbounds [4 x [12 x i8]], ptr %17, i64 0, i64 %219, !dbg !467
  %221 = getelementptr inbounds [12 x i8], ptr %220, i64 0, i64 0, !dbg !467
  %222 = call i32 @parse_reg(ptr noundef %221), !dbg !468
  store i32 %222, ptr %24, align 4, !dbg !465
  %223 = load i32, ptr %24, align 4, !dbg !469
  %224 = icmp sge i32 %223, 0, !dbg !471
  br i1 %224, label %225, label %232, !dbg !472

225:                                              ; preds = %217
  %226 = load i32, ptr %24, align 4, !dbg !473
  %227 = load i32, ptr %23, align 4, !dbg !474
  %228 = sub nsw i32 %227, 1, !dbg !475
  %229 = sext i32 %228 to i64, !dbg !476
  %230 = getelementptr inbounds [3 x ptr], ptr %22, i64 0, i64 %229, !dbg !476
  %231 = load ptr, ptr %230, align 8, !dbg !476
  store i32 %226, ptr %231, align 4, !dbg !477
  br label %276, !dbg !478

232:                                              ; preds = %217
  %233 = call ptr @__ctype_b_loc() #8, !dbg !479
  %234 = load ptr, ptr %233, align 8, !dbg !479
  %235 = load i32, ptr %23, align 4, !dbg !479
  %236 = sext i32 %235 to i64, !dbg !479
  %237 = getelementptr inbounds [4 x [12 x i8]], ptr %17, i64 0, i64 %236, !dbg !479
  %238 = getelementptr inbounds [12 x i8], ptr %237, i64 0, i64 0, !dbg !479
  %239 = load i8, ptr %238, align 4, !dbg !479
  %240 = zext i8 %239 to i32, !dbg !479
  %241 = sext i32 %240 to i64, !dbg !479
  %242 = getelementptr inbounds i16, ptr %234, i64 %241, !dbg !479
  %243 = load i16, ptr %242, align 2, !dbg !479
  %244 = zext i16 %243 to i32, !dbg !479
  %245 = and i32 %244, 2048, !dbg !479
  %246 = icmp ne i32 %245, 0, !dbg !479
  br i1 %246, label %255, label %247, !dbg !481

247:                                              ; preds = %232
  %248 = load i32, ptr %23, align 4, !dbg !482
  %249 = sext i32 %248 to i64, !dbg !483
  %250 = getelementptr inbounds [4 x [12 x i8]], ptr %17, i64 0, i64 %249, !dbg !483
  %251 = getelementptr inbounds [12 x i8], ptr %250, i64 0, i64 0, !dbg !483
  %252 = load i8, ptr %251, align 4, !dbg !483
  %253 = sext i8 %252 to i32, !dbg !483
  %254 = icmp eq i32 %253, 45, !dbg !484
  br i1 %254, label %255, label %266, !dbg !485

255:                                              ; preds = %247, %232
  %256 = load i32, ptr %23, align 4, !dbg !486
  %257 = sext i32 %256 to i64, !dbg !487
  %258 = getelementptr inbounds [4 x [12 x i8]], ptr %17, i64 0, i64 %257, !dbg !487
  %259 = getelementptr inbounds [12 x i8], ptr %258, i64 0, i64 0, !dbg !487
  %260 = call i32 @atoi(ptr noundef %259) #7, !dbg !488
  %261 = load i32, ptr %23, align 4, !dbg !489
  %262 = sub nsw i32 %261, 1, !dbg !490
  %263 = sext i32 %262 to i64, !dbg !491
  %264 = getelementptr inbounds [3 x ptr], ptr %22, i64 0, i64 %263, !dbg !491
  %265 = load ptr, ptr %264, align 8, !dbg !491
  store i32 %260, ptr %265, align 4, !dbg !492
  br label %275, !dbg !493

266:                                              ; preds = %247
  %267 = load ptr, ptr %20, align 8, !dbg !494
  %268 = getelementptr inbounds %struct.insn, ptr %267, i32 0, i32 4, !dbg !495
  %269 = getelementptr inbounds [12 x i8], ptr %268, i64 0, i64 0, !dbg !494
  %270 = load i32, ptr %23, align 4, !dbg !496
  %271 = sext i32 %270 to i64, !dbg !497
  %272 = getelementptr inbounds [4 x [12 x i8]], ptr %17, i64 0, i64 %271, !dbg !497
  %273 = getelementptr inbounds [12 x i8], ptr %272, i64 0, i64 0, !dbg !497
  %274 = call ptr @strcpy(ptr noundef %269, ptr noundef %273) #9, !dbg !498
  br label %275

275:                                              ; preds = %266, %255
  br label %276

276:                                              ; preds = %275, %225
  br label %277, !dbg !499

277:                                              ; preds = %276
  %278 = load i32, ptr %23, align 4, !dbg !500
  %279 = add nsw i32 %278, 1, !dbg !500
  store i32 %279, ptr %23, align 4, !dbg !500
  br label %213, !dbg !501, !llvm.loop !502

280:                                              ; preds = %213
  br label %28, !dbg !293, !llvm.loop !337

281:                                              ; preds = %28
    #dbg_declare(ptr %25, !504, !DIExpression(), !506)
  store i32 0, ptr %25, align 4, !dbg !506
  br label %282, !dbg !507

282:                                              ; preds = %331, %281
  %283 = load i32, ptr %25, align 4, !dbg !508
  %284 = load i32, ptr %9, align 4, !dbg !510
  %285 = icmp slt i32 %283, %284, !dbg !511
  br i1 %285, label %286, label %334, !dbg !512

286:                                              ; preds = %282
  %287 = load ptr, ptr %6, align 8, !dbg !513
  %288 = load i32, ptr %25, align 4, !dbg !515
  %289 = sext i32 %288 to i64, !dbg !513
  %290 = getelementptr inbounds %struct.insn, ptr %287, i64 %289, !dbg !513
  %291 = getelementptr inbounds %struct.insn, ptr %290, i32 0, i32 4, !dbg !516
  %292 = getelementptr inbounds [12 x i8], ptr %291, i64 0, i64 0, !dbg !513
  %293 = load i8, ptr %292, align 4, !dbg !513
  %294 = icmp ne i8 %293, 0, !dbg !513
  br i1 %294, label %295, label %330, !dbg !517

295:                                              ; preds = %286
    #dbg_declare(ptr %26, !518, !DIExpression(), !520)
  store i32 0, ptr %26, align 4, !dbg !520
  br label %296, !dbg !521

296:                                              ; preds = %326, %295
  %297 = load i32, ptr %26, align 4, !dbg !522
  %298 = load i32, ptr %10, align 4, !dbg !524
  %299 = icmp slt i32 %297, %298, !dbg !525
  br i1 %299, label %300, label %329, !dbg !526

300:                                              ; preds = %296
  %301 = load ptr, ptr %6, align 8, !dbg !527
  %302 = load i32, ptr %25, align 4, !dbg !529
  %303 = sext i32 %302 to i64, !dbg !527
  %304 = getelementptr inbounds %struct.insn, ptr %301, i64 %303, !dbg !527
  %305 = getelementptr inbounds %struct.insn, ptr %304, i32 0, i32 4, !dbg !530
  %306 = getelementptr inbounds [12 x i8], ptr %305, i64 0, i64 0, !dbg !527
  %307 = load ptr, ptr %7, align 8, !dbg !531
  %308 = load i32, ptr %26, align 4, !dbg !532
  %309 = sext i32 %308 to i64, !dbg !531
  %310 = getelementptr inbounds [12 x i8], ptr %307, i64 %309, !dbg !531
  %311 = getelementptr inbounds [12 x i8], ptr %310, i64 0, i64 0, !dbg !531
  %312 = call i32 @strcmp(ptr noundef %306, ptr noundef %311) #7, !dbg !533
  %313 = icmp eq i32 %312, 0, !dbg !534
  br i1 %313, label %314, label %325, !dbg !535

314:                                              ; preds = %300
  %315 = load ptr, ptr %8, align 8, !dbg !536
  %316 = load i32, ptr %26, align 4, !dbg !537
  %317 = sext i32 %316 to i64, !dbg !536
  %318 = getelementptr inbounds i32, ptr %315, i64 %317, !dbg !536
  %319 = load i32, ptr %318, align 4, !dbg !536
  %320 = load ptr, ptr %6, align 8, !dbg !538
  %321 = load i32, ptr %25, align 4, !dbg !539
  %322 = sext i32 %321 to i64, !dbg !538
  %323 = getelementptr inbounds %struct.insn, ptr %320, i64 %322, !dbg !538
  %324 = getelementptr inbounds %struct.insn, ptr %323, i32 0, i32 3, !dbg !540
  store i32 %319, ptr %324, align 4, !dbg !541
  br label %325, !dbg !538

325:                                              ; preds = %314, %300
  br label %326, !dbg !542

326:                                              ; preds = %325
  %327 = load i32, ptr %26, align 4, !dbg !543
  %328 = add nsw i32 %327, 1, !dbg !543
  store i32 %328, ptr %26, align 4, !dbg !543
  br label %296, !dbg !544, !llvm.loop !545

329:                                              ; preds = %296
  br label %330, !dbg !546

330:                                              ; preds = %329, %286
  br label %331, !dbg !547

331:                                              ; preds = %330
  %332 = load i32, ptr %25, align 4, !dbg !548
  %333 = add nsw i32 %332, 1, !dbg !548
  store i32 %333, ptr %25, align 4, !dbg !548
  br label %282, !dbg !549, !llvm.loop !550

334:                                              ; preds = %282
  %335 = load i32, ptr %9, align 4, !dbg !552
  ret i32 %335, !dbg !553
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(ptr noundef %0, ptr noundef %1, i32 noundef %2, i64 noundef %3) #0 !dbg !554 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !560, !DIExpression(), !561)
  store ptr %1, ptr %7, align 8
    #dbg_declare(ptr %7, !562, !DIExpression(), !563)
  store i32 %2, ptr %8, align 4
    #dbg_declare(ptr %8, !564, !DIExpression(), !565)
  store i64 %3, ptr %9, align 8
    #dbg_declare(ptr %9, !566, !DIExpression(), !567)
    #dbg_declare(ptr %10, !568, !DIExpression(), !569)
  store i32 0, ptr %10, align 4, !dbg !569
  br label %13, !dbg !570

13:                                               ; preds = %332, %4
  %14 = load i32, ptr %10, align 4, !dbg !571
  %15 = icmp sge i32 %14, 0, !dbg !572
  br i1 %15, label %16, label %26, !dbg !573

16:                                               ; preds = %13
  %17 = load i32, ptr %10, align 4, !dbg !574
  %18 = load i32, ptr %8, align 4, !dbg !575
  %19 = icmp slt i32 %17, %18, !dbg !576
  br i1 %19, label %20, label %26, !dbg !577

20:                                               ; preds = %16
  %21 = load ptr, ptr %6, align 8, !dbg !578
  %22 = getelementptr inbounds %struct.vm, ptr %21, i32 0, i32 4, !dbg !579
  %23 = load i64, ptr %22, align 8, !dbg !579
  %24 = load i64, ptr %9, align 8, !dbg !580
  %25 = icmp slt i64 %23, %24, !dbg !581
  br label %26

26:                                               ; preds = %20, %16, %13
  %27 = phi i1 [ false, %16 ], [ false, %13 ], [ %25, %20 ], !dbg !582
  br i1 %27, label %28, label %333, !dbg !570

28:                                               ; preds = %26
    #dbg_declare(ptr %11, !583, !DIExpression(), !585)
  %29 = load ptr, ptr %7, align 8, !dbg !586
  %30 = load i32, ptr %10, align 4, !dbg !587
  %31 = add nsw i32 %30, 1, !dbg !587
  store i32 %31, ptr %10, align 4, !dbg !587
  %32 = sext i32 %30 to i64, !dbg !586
  %33 = getelementptr inbounds %struct.insn, ptr %29, i64 %32, !dbg !586
  store ptr %33, ptr %11, align 8, !dbg !585
  %34 = load ptr, ptr %6, align 8, !dbg !588
  %35 = getelementptr inbounds %struct.vm, ptr %34, i32 0, i32 4, !dbg !589
  %36 = load i64, ptr %35, align 8, !dbg !590
  %37 = add nsw i64 %36, 1, !dbg !590
  store i64 %37, ptr %35, align 8, !dbg !590
    #dbg_declare(ptr %12, !591, !DIExpression(), !593)
  %38 = load ptr, ptr %6, align 8, !dbg !594
  %39 = getelementptr inbounds %struct.vm, ptr %38, i32 0, i32 0, !dbg !595
  %40 = getelementptr inbounds [8 x i64], ptr %39, i64 0, i64 0, !dbg !594
  store ptr %40, ptr %12, align 8, !dbg !593
  %41 = load ptr, ptr %11, align 8, !dbg !596
  %42 = getelementptr inbounds %struct.insn, ptr %41, i32 0, i32 0, !dbg !597
  %43 = load i32, ptr %42, align 4, !dbg !597
  switch i32 %43, label %332 [
    i32 0, label %44
    i32 1, label %55
    i32 2, label %69
    i32 3, label %91
    i32 4, label %113
    i32 5, label %135
    i32 6, label %167
    i32 7, label %199
    i32 8, label %203
    i32 9, label %217
    i32 10, label %231
    i32 11, label %252
    i32 12, label %265
    i32 13, label %281
    i32 14, label %300
    i32 15, label %319
    i32 16, label %331
  ], !dbg !598

44:                                               ; preds = %28
  %45 = load ptr, ptr %11, align 8, !dbg !599
  %46 = getelementptr inbounds %struct.insn, ptr %45, i32 0, i32 2, !dbg !601
  %47 = load i32, ptr %46, align 4, !dbg !601
  %48 = sext i32 %47 to i64, !dbg !599
  %49 = load ptr, ptr %12, align 8, !dbg !602
  %50 = load ptr, ptr %11, align 8, !dbg !603
  %51 = getelementptr inbounds %struct.insn, ptr %50, i32 0, i32 1, !dbg !604
  %52 = load i32, ptr %51, align 4, !dbg !604
  %53 = sext i32 %52 to i64, !dbg !602
  %54 = getelementptr inbounds i64, ptr %49, i64 %53, !dbg !602
  store i64 %48, ptr %54, align 8, !dbg !605
  br label %332, !dbg !606

55:                                               ; preds = %28
  %56 = load ptr, ptr %12, align 8, !dbg !607
  %57 = load ptr, ptr %11, align 8, !dbg !608
  %58 = getelementptr inbounds %struct.insn, ptr %57, i32 0, i32 2, !dbg !609
  %59 = load i32, ptr %58, align 4, !dbg !609
  %60 = sext i32 %59 to i64, !dbg !607
  %61 = getelementptr inbounds i64, ptr %56, i64 %60, !dbg !607
  %62 = load i64, ptr %61, align 8, !dbg !607
  %63 = load ptr, ptr %12, align 8, !dbg !610
  %64 = load ptr, ptr %11, align 8, !dbg !611
  %65 = getelementptr inbounds %struct.insn, ptr %64, i32 0, i32 1, !dbg !612
  %66 = load i32, ptr %65, align 4, !dbg !612
  %67 = sext i32 %66 to i64, !dbg !610
  %68 = getelementptr inbounds i64, ptr %63, i64 %67, !dbg !610
  store i64 %62, ptr %68, align 8, !dbg !613
  br label %332, !dbg !614

69:                                               ; preds = %28
  %70 = load ptr, ptr %12, align 8, !dbg !615
  %71 = load ptr, ptr %11, align 8, !dbg !616
  %72 = getelementptr inbounds %struct.insn, ptr %71, i32 0, i32 2, !dbg !617
  %73 = load i32, ptr %72, align 4, !dbg !617
  %74 = sext i32 %73 to i64, !dbg !615
  %75 = getelementptr inbounds i64, ptr %70, i64 %74, !dbg !615
  %76 = load i64, ptr %75, align 8, !dbg !615
  %77 = load ptr, ptr %12, align 8, !dbg !618
  %78 = load ptr, ptr %11, align 8, !dbg !619
  %79 = getelementptr inbounds %struct.insn, ptr %78, i32 0, i32 3, !dbg !620
  %80 = load i32, ptr %79, align 4, !dbg !620
  %81 = sext i32 %80 to i64, !dbg !618
  %82 = getelementptr inbounds i64, ptr %77, i64 %81, !dbg !618
  %83 = load i64, ptr %82, align 8, !dbg !618
  %84 = add nsw i64 %76, %83, !dbg !621
  %85 = load ptr, ptr %12, align 8, !dbg !622
  %86 = load ptr, ptr %11, align 8, !dbg !623
  %87 = getelementptr inbounds %struct.insn, ptr %86, i32 0, i32 1, !dbg !624
  %88 = load i32, ptr %87, align 4, !dbg !624
  %89 = sext i32 %88 to i64, !dbg !622
  %90 = getelementptr inbounds i64, ptr %85, i64 %89, !dbg !622
  store i64 %84, ptr %90, align 8, !dbg !625
  br label %332, !dbg !626

91:                                               ; preds = %28
  %92 = load ptr, ptr %12, align 8, !dbg !627
  %93 = load ptr, ptr %11, align 8, !dbg !628
  %94 = getelementptr inbounds %struct.insn, ptr %93, i32 0, i32 2, !dbg !629
  %95 = load i32, ptr %94, align 4, !dbg !629
  %96 = sext i32 %95 to i64, !dbg !627
  %97 = getelementptr inbounds i64, ptr %92, i64 %96, !dbg !627
  %98 = load i64, ptr %97, align 8, !dbg !627
  %99 = load ptr, ptr %12, align 8, !dbg !630
  %100 = load ptr, ptr %11, align 8, !dbg !631
  %101 = getelementptr inbounds %struct.insn, ptr %100, i32 0, i32 3, !dbg !632
  %102 = load i32, ptr %101, align 4, !dbg !632
  %103 = sext i32 %102 to i64, !dbg !630
  %104 = getelementptr inbounds i64, ptr %99, i64 %103, !dbg !630
  %105 = load i64, ptr %104, align 8, !dbg !630
  %106 = sub nsw i64 %98, %105, !dbg !633
  %107 = load ptr, ptr %12, align 8, !dbg !634
  %108 = load ptr, ptr %11, align 8, !dbg !635
  %109 = getelementptr inbounds %struct.insn, ptr %108, i32 0, i32 1, !dbg !636
  %110 = load i32, ptr %109, align 4, !dbg !636
  %111 = sext i32 %110 to i64, !dbg !634
  %112 = getelementptr inbounds i64, ptr %107, i64 %111, !dbg !634
  store i64 %106, ptr %112, align 8, !dbg !637
  br label %332, !dbg !638

113:                                              ; preds = %28
  %114 = load ptr, ptr %12, align 8, !dbg !639
  %115 = load ptr, ptr %11, align 8, !dbg !640
  %116 = getelementptr inbounds %struct.insn, ptr %115, i32 0, i32 2, !dbg !641
  %117 = load i32, ptr %116, align 4, !dbg !641
  %118 = sext i32 %117 to i64, !dbg !639
  %119 = getelementptr inbounds i64, ptr %114, i64 %118, !dbg !639
  %120 = load i64, ptr %119, align 8, !dbg !639
  %121 = load ptr, ptr %12, align 8, !dbg !642
  %122 = load ptr, ptr %11, align 8, !dbg !643
  %123 = getelementptr inbounds %struct.insn, ptr %122, i32 0, i32 3, !dbg !644
  %124 = load i32, ptr %123, align 4, !dbg !644
  %125 = sext i32 %124 to i64, !dbg !642
  %126 = getelementptr inbounds i64, ptr %121, i64 %125, !dbg !642
  %127 = load i64, ptr %126, align 8, !dbg !642
  %128 = mul nsw i64 %120, %127, !dbg !645
  %129 = load ptr, ptr %12, align 8, !dbg !646
  %130 = load ptr, ptr %11, align 8, !dbg !647
  %131 = getelementptr inbounds %struct.insn, ptr %130, i32 0, i32 1, !dbg !648
  %132 = load i32, ptr %131, align 4, !dbg !648
  %133 = sext i32 %132 to i64, !dbg !646
  %134 = getelementptr inbounds i64, ptr %129, i64 %133, !dbg !646
  store i64 %128, ptr %134, align 8, !dbg !649
  br label %332, !dbg !650

135:                                              ; preds = %28
  %136 = load ptr, ptr %12, align 8, !dbg !651
  %137 = load ptr, ptr %11, align 8, !dbg !653
  %138 = getelementptr inbounds %struct.insn, ptr %137, i32 0, i32 3, !dbg !654
  %139 = load i32, ptr %138, align 4, !dbg !654
  %140 = sext i32 %139 to i64, !dbg !651
  %141 = getelementptr inbounds i64, ptr %136, i64 %140, !dbg !651
  %142 = load i64, ptr %141, align 8, !dbg !651
  %143 = icmp ne i64 %142, 0, !dbg !651
  br i1 %143, label %145, label %144, !dbg !655

144:                                              ; preds = %135
  store i32 -2, ptr %5, align 4, !dbg !656
  br label %341, !dbg !656

145:                                              ; preds = %135
  %146 = load ptr, ptr %12, align 8, !dbg !657
  %147 = load ptr, ptr %11, align 8, !dbg !658
  %148 = getelementptr inbounds %struct.insn, ptr %147, i32 0, i32 2, !dbg !659
  %149 = load i32, ptr %148, align 4, !dbg !659
  %150 = sext i32 %149 to i64, !dbg !657
  %151 = getelementptr inbounds i64, ptr %146, i64 %150, !dbg !657
  %152 = load i64, ptr %151, align 8, !dbg !657
  %153 = load ptr, ptr %12, align 8, !dbg !660
  %154 = load ptr, ptr %11, align 8, !dbg !661
  %155 = getelementptr inbounds %struct.insn, ptr %154, i32 0, i32 3, !dbg !662
  %156 = load i32, ptr %155, align 4, !dbg !662
  %157 = sext i32 %156 to i64, !dbg !660
  %158 = getelementptr inbounds i64, ptr %153, i64 %157, !dbg !660
  %159 = load i64, ptr %158, align 8, !dbg !660
  %160 = sdiv i64 %152, %159, !dbg !663
  %161 = load ptr, ptr %12, align 8, !dbg !664
  %162 = load ptr, ptr %11, align 8, !dbg !665
  %163 = getelementptr inbounds %struct.insn, ptr %162, i32 0, i32 1, !dbg !666
  %164 = load i32, ptr %163, align 4, !dbg !666
  %165 = sext i32 %164 to i64, !dbg !664
  %166 = getelementptr inbounds i64, ptr %161, i64 %165, !dbg !664
  store i64 %160, ptr %166, align 8, !dbg !667
  br label %332, !dbg !668

167:                                              ; preds = %28
  %168 = load ptr, ptr %12, align 8, !dbg !669
  %169 = load ptr, ptr %11, align 8, !dbg !671
  %170 = getelementptr inbounds %struct.insn, ptr %169, i32 0, i32 3, !dbg !672
  %171 = load i32, ptr %170, align 4, !dbg !672
  %172 = sext i32 %171 to i64, !dbg !669
  %173 = getelementptr inbounds i64, ptr %168, i64 %172, !dbg !669
  %174 = load i64, ptr %173, align 8, !dbg !669
  %175 = icmp ne i64 %174, 0, !dbg !669
  br i1 %175, label %177, label %176, !dbg !673

176:                                              ; preds = %167
  store i32 -2, ptr %5, align 4, !dbg !674
  br label %341, !dbg !674

177:                                              ; preds = %167
  %178 = load ptr, ptr %12, align 8, !dbg !675
  %179 = load ptr, ptr %11, align 8, !dbg !676
  %180 = getelementptr inbounds %struct.insn, ptr %179, i32 0, i32 2, !dbg !677
  %181 = load i32, ptr %180, align 4, !dbg !677
  %182 = sext i32 %181 to i64, !dbg !675
  %183 = getelementptr inbounds i64, ptr %178, i64 %182, !dbg !675
  %184 = load i64, ptr %183, align 8, !dbg !675
  %185 = load ptr, ptr %12, align 8, !dbg !678
  %186 = load ptr, ptr %11, align 8, !dbg !679
  %187 = getelementptr inbounds %struct.insn, ptr %186, i32 0, i32 3, !dbg !680
  %188 = load i32, ptr %187, align 4, !dbg !680
  %189 = sext i32 %188 to i64, !dbg !678
  %190 = getelementptr inbounds i64, ptr %185, i64 %189, !dbg !678
  %191 = load i64, ptr %190, align 8, !dbg !678
  %192 = srem i64 %184, %191, !dbg !681
  %193 = load ptr, ptr %12, align 8, !dbg !682
  %194 = load ptr, ptr %11, align 8, !dbg !683
  %195 = getelementptr inbounds %struct.insn, ptr %194, i32 0, i32 1, !dbg !684
  %196 = load i32, ptr %195, align 4, !dbg !684
  %197 = sext i32 %196 to i64, !dbg !682
  %198 = getelementptr inbounds i64, ptr %193, i64 %197, !dbg !682
  store i64 %192, ptr %198, align 8, !dbg !685
  br label %332, !dbg !686

199:                                              ; preds = %28
  %200 = load ptr, ptr %11, align 8, !dbg !687
  %201 = getelementptr inbounds %struct.insn, ptr %200, i32 0, i32 3, !dbg !688
  %202 = load i32, ptr %201, align 4, !dbg !688
  store i32 %202, ptr %10, align 4, !dbg !689
  br label %332, !dbg !690

203:                                              ; preds = %28
  %204 = load ptr, ptr %12, align 8, !dbg !691
  %205 = load ptr, ptr %11, align 8, !dbg !693
  %206 = getelementptr inbounds %struct.insn, ptr %205, i32 0, i32 1, !dbg !694
  %207 = load i32, ptr %206, align 4, !dbg !694
  %208 = sext i32 %207 to i64, !dbg !691
  %209 = getelementptr inbounds i64, ptr %204, i64 %208, !dbg !691
  %210 = load i64, ptr %209, align 8, !dbg !691
  %211 = icmp ne i64 %210, 0, !dbg !691
  br i1 %211, label %216, label %212, !dbg !695

212:                                              ; preds = %203
  %213 = load ptr, ptr %11, align 8, !dbg !696
  %214 = getelementptr inbounds %struct.insn, ptr %213, i32 0, i32 3, !dbg !697
  %215 = load i32, ptr %214, align 4, !dbg !697
  store i32 %215, ptr %10, align 4, !dbg !698
  br label %216, !dbg !699

216:                                              ; preds = %212, %203
  br label %332, !dbg !700

217:                                              ; preds = %28
  %218 = load ptr, ptr %12, align 8, !dbg !701
  %219 = load ptr, ptr %11, align 8, !dbg !703
  %220 = getelementptr inbounds %struct.insn, ptr %219, i32 0, i32 1, !dbg !704
  %221 = load i32, ptr %220, align 4, !dbg !704
  %222 = sext i32 %221 to i64, !dbg !701
  %223 = getelementptr inbounds i64, ptr %218, i64 %222, !dbg !701
  %224 = load i64, ptr %223, align 8, !dbg !701
  %225 = icmp ne i64 %224, 0, !dbg !701
  br i1 %225, label %226, label %230, !dbg !705

226:                                              ; preds = %217
  %227 = load ptr, ptr %11, align 8, !dbg !706
  %228 = getelementptr inbounds %struct.insn, ptr %227, i32 0, i32 3, !dbg !707
  %229 = load i32, ptr %228, align 4, !dbg !707
  store i32 %229, ptr %10, align 4, !dbg !708
  br label %230, !dbg !709

230:                                              ; preds = %226, %217
  br label %332, !dbg !710

231:                                              ; preds = %28
  %232 = load ptr, ptr %12, align 8, !dbg !711
  %233 = load ptr, ptr %11, align 8, !dbg !713
  %234 = getelementptr inbounds %struct.insn, ptr %233, i32 0, i32 1, !dbg !714
  %235 = load i32, ptr %234, align 4, !dbg !714
  %236 = sext i32 %235 to i64, !dbg !711
  %237 = getelementptr inbounds i64, ptr %232, i64 %236, !dbg !711
  %238 = load i64, ptr %237, align 8, !dbg !711
  %239 = load ptr, ptr %12, align 8, !dbg !715
  %240 = load ptr, ptr %11, align 8, !dbg !716
  %241 = getelementptr inbounds %struct.insn, ptr %240, i32 0, i32 2, !dbg !717
  %242 = load i32, ptr %241, align 4, !dbg !717
  %243 = sext i32 %242 to i64, !dbg !715
  %244 = getelementptr inbounds i64, ptr %239, i64 %243, !dbg !715
  %245 = load i64, ptr %244, align 8, !dbg !715
  %246 = icmp slt i64 %238, %245, !dbg !718
  br i1 %246, label %247, label %251, !dbg !719

247:                                              ; preds = %231
  %248 = load ptr, ptr %11, align 8, !dbg !720
  %249 = getelementptr inbounds %struct.insn, ptr %248, i32 0, i32 3, !dbg !721
  %250 = load i32, ptr %249, align 4, !dbg !721
  store i32 %250, ptr %10, align 4, !dbg !722
  br label %251, !dbg !723

251:                                              ; preds = %247, %231
  br label %332, !dbg !724

252:                                              ; preds = %28
  %253 = load i32, ptr %10, align 4, !dbg !725
  %254 = load ptr, ptr %6, align 8, !dbg !726
  %255 = getelementptr inbounds %struct.vm, ptr %254, i32 0, i32 2, !dbg !727
  %256 = load ptr, ptr %6, align 8, !dbg !728
  %257 = getelementptr inbounds %struct.vm, ptr %256, i32 0, i32 3, !dbg !729
  %258 = load i32, ptr %257, align 8, !dbg !730
  %259 = add nsw i32 %258, 1, !dbg !730
  store i32 %259, ptr %257, align 8, !dbg !730
  %260 = sext i32 %258 to i64, !dbg !726
  %261 = getelementptr inbounds [32 x i32], ptr %255, i64 0, i64 %260, !dbg !726
  store i32 %253, ptr %261, align 4, !dbg !731
  %262 = load ptr, ptr %11, align 8, !dbg !732
  %263 = getelementptr inbounds %struct.insn, ptr %262, i32 0, i32 3, !dbg !733
  %264 = load i32, ptr %263, align 4, !dbg !733
  store i32 %264, ptr %10, align 4, !dbg !734
  br label %332, !dbg !735

265:                                              ; preds = %28
  %266 = load ptr, ptr %6, align 8, !dbg !736
  %267 = getelementptr inbounds %struct.vm, ptr %266, i32 0, i32 3, !dbg !738
  %268 = load i32, ptr %267, align 8, !dbg !738
  %269 = icmp ne i32 %268, 0, !dbg !736
  br i1 %269, label %271, label %270, !dbg !739

270:                                              ; preds = %265
  store i32 -3, ptr %5, align 4, !dbg !740
  br label %341, !dbg !740

271:                                              ; preds = %265
  %272 = load ptr, ptr %6, align 8, !dbg !741
  %273 = getelementptr inbounds %struct.vm, ptr %272, i32 0, i32 2, !dbg !742
  %274 = load ptr, ptr %6, align 8, !dbg !743
  %275 = getelementptr inbounds %struct.vm, ptr %274, i32 0, i32 3, !dbg !744
  %276 = load i32, ptr %275, align 8, !dbg !745
  %277 = add nsw i32 %276, -1, !dbg !745
  store i32 %277, ptr %275, align 8, !dbg !745
  %278 = sext i32 %277 to i64, !dbg !741
  %279 = getelementptr inbounds [32 x i32], ptr %273, i64 0, i64 %278, !dbg !741
  %280 = load i32, ptr %279, align 4, !dbg !741
  store i32 %280, ptr %10, align 4, !dbg !746
  br label %332, !dbg !747

281:                                              ; preds = %28
  %282 = load ptr, ptr %6, align 8, !dbg !748
  %283 = getelementptr inbounds %struct.vm, ptr %282, i32 0, i32 1, !dbg !749
  %284 = load ptr, ptr %12, align 8, !dbg !750
  %285 = load ptr, ptr %11, align 8, !dbg !751
  %286 = getelementptr inbounds %struct.insn, ptr %285, i32 0, i32 2, !dbg !752
  %287 = load i32, ptr %286, align 4, !dbg !752
  %288 = sext i32 %287 to i64, !dbg !750
  %289 = getelementptr inbounds i64, ptr %284, i64 %288, !dbg !750
  %290 = load i64, ptr %289, align 8, !dbg !750
  %291 = and i64 %290, 63, !dbg !753
  %292 = getelementptr inbounds [64 x i64], ptr %283, i64 0, i64 %291, !dbg !748
  %293 = load i64, ptr %292, align 8, !dbg !748
  %294 = load ptr, ptr %12, align 8, !dbg !754
  %295 = load ptr, ptr %11, align 8, !dbg !755
  %296 = getelementptr inbounds %struct.insn, ptr %295, i32 0, i32 1, !dbg !756
  %297 = load i32, ptr %296, align 4, !dbg !756
  %298 = sext i32 %297 to i64, !dbg !754
  %299 = getelementptr inbounds i64, ptr %294, i64 %298, !dbg !754
  store i64 %293, ptr %299, align 8, !dbg !757
  br label %332, !dbg !758

300:                                              ; preds = %28
  %301 = load ptr, ptr %12, align 8, !dbg !759
  %302 = load ptr, ptr %11, align 8, !dbg !760
  %303 = getelementptr inbounds %struct.insn, ptr %302, i32 0, i32 1, !dbg !761
  %304 = load i32, ptr %303, align 4, !dbg !761
  %305 = sext i32 %304 to i64, !dbg !759
  %306 = getelementptr inbounds i64, ptr %301, i64 %305, !dbg !759
  %307 = load i64, ptr %306, align 8, !dbg !759
  %308 = load ptr, ptr %6, align 8, !dbg !762
  %309 = getelementptr inbounds %struct.vm, ptr %308, i32 0, i32 1, !dbg !763
  %310 = load ptr, ptr %12, align 8, !dbg !764
  %311 = load ptr, ptr %11, align 8, !dbg !765
  %312 = getelementptr inbounds %struct.insn, ptr %311, i32 0, i32 2, !dbg !766
  %313 = load i32, ptr %312, align 4, !dbg !766
  %314 = sext i32 %313 to i64, !dbg !764
  %315 = getelementptr inbounds i64, ptr %310, i64 %314, !dbg !764
  %316 = load i64, ptr %315, align 8, !dbg !764
  %317 = and i64 %316, 63, !dbg !767
  %318 = getelementptr inbounds [64 x i64], ptr %309, i64 0, i64 %317, !dbg !762
  store i64 %307, ptr %318, align 8, !dbg !768
  br label %332, !dbg !769

319:                                              ; preds = %28
  %320 = load ptr, ptr %11, align 8, !dbg !770
  %321 = getelementptr inbounds %struct.insn, ptr %320, i32 0, i32 1, !dbg !771
  %322 = load i32, ptr %321, align 4, !dbg !771
  %323 = load ptr, ptr %12, align 8, !dbg !772
  %324 = load ptr, ptr %11, align 8, !dbg !773
  %325 = getelementptr inbounds %struct.insn, ptr %324, i32 0, i32 1, !dbg !774
  %326 = load i32, ptr %325, align 4, !dbg !774
  %327 = sext i32 %326 to i64, !dbg !772
  %328 = getelementptr inbounds i64, ptr %323, i64 %327, !dbg !772
  %329 = load i64, ptr %328, align 8, !dbg !772
  %330 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef %322, i64 noundef %329), !dbg !775
  br label %332, !dbg !776

331:                                              ; preds = %28
  store i32 0, ptr %5, align 4, !dbg !777
  br label %341, !dbg !777

332:                                              ; preds = %28, %319, %300, %281, %271, %252, %251, %230, %216, %199, %177, %145, %113, %91, %69, %55, %44
  br label %13, !dbg !570, !llvm.loop !778

333:                                              ; preds = %26
  %334 = load ptr, ptr %6, align 8, !dbg !780
  %335 = getelementptr inbounds %struct.vm, ptr %334, i32 0, i32 4, !dbg !781
  %336 = load i64, ptr %335, align 8, !dbg !781
  %337 = load i64, ptr %9, align 8, !dbg !782
  %338 = icmp sge i64 %336, %337, !dbg !783
  %339 = zext i1 %338 to i64, !dbg !780
  %340 = select i1 %338, i32 -1, i32 0, !dbg !780
  store i32 %340, ptr %5, align 4, !dbg !784
  br label %341, !dbg !784

341:                                              ; preds = %333, %331, %270, %176, %144
  %342 = load i32, ptr %5, align 4, !dbg !785
  ret i32 %342, !dbg !785
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #5

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #6

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_reg(ptr noundef %0) #0 !dbg !786 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !789, !DIExpression(), !790)
  %3 = load ptr, ptr %2, align 8, !dbg !791
  %4 = getelementptr inbounds i8, ptr %3, i64 0, !dbg !791
  %5 = load i8, ptr %4, align 1, !dbg !791
  %6 = sext i8 %5 to i32, !dbg !791
  %7 = icmp eq i32 %6, 114, !dbg !792
  br i1 %7, label %8, label %14, !dbg !791

8:                                                ; preds = %1
  %9 = load ptr, ptr %2, align 8, !dbg !793
  %10 = getelementptr inbounds i8, ptr %9, i64 1, !dbg !793
  %11 = load i8, ptr %10, align 1, !dbg !793
  %12 = sext i8 %11 to i32, !dbg !793
  %13 = sub nsw i32 %12, 48, !dbg !794
  br label %15, !dbg !791

14:                                               ; preds = %1
  br label %15, !dbg !791

15:                                               ; preds = %14, %8
  %16 = phi i32 [ %13, %8 ], [ -1, %14 ], !dbg !791
  ret i32 %16, !dbg !795
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!144, !145, !146, !147, !148, !149, !150}
!llvm.ident = !{!151}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "progs", scope: !2, file: !3, line: 116, type: !143, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !40, globals: !47, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tiny_vm.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "0d5e6103fbc794540e129c4344a763a7")
!4 = !{!5, !25}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "opcode", file: !3, line: 8, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24}
!8 = !DIEnumerator(name: "LI", value: 0)
!9 = !DIEnumerator(name: "MOV", value: 1)
!10 = !DIEnumerator(name: "ADD", value: 2)
!11 = !DIEnumerator(name: "SUB", value: 3)
!12 = !DIEnumerator(name: "MUL", value: 4)
!13 = !DIEnumerator(name: "DIV", value: 5)
!14 = !DIEnumerator(name: "MOD", value: 6)
!15 = !DIEnumerator(name: "JMP", value: 7)
!16 = !DIEnumerator(name: "JZ", value: 8)
!17 = !DIEnumerator(name: "JNZ", value: 9)
!18 = !DIEnumerator(name: "JLT", value: 10)
!19 = !DIEnumerator(name: "CALL", value: 11)
!20 = !DIEnumerator(name: "RET", value: 12)
!21 = !DIEnumerator(name: "LD", value: 13)
!22 = !DIEnumerator(name: "ST", value: 14)
!23 = !DIEnumerator(name: "OUT", value: 15)
!24 = !DIEnumerator(name: "HLT", value: 16)
!25 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !26, line: 46, baseType: !6, size: 32, elements: !27)
!26 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!27 = !{!28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39}
!28 = !DIEnumerator(name: "_ISupper", value: 256)
!29 = !DIEnumerator(name: "_ISlower", value: 512)
!30 = !DIEnumerator(name: "_ISalpha", value: 1024)
!31 = !DIEnumerator(name: "_ISdigit", value: 2048)
!32 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!33 = !DIEnumerator(name: "_ISspace", value: 8192)
!34 = !DIEnumerator(name: "_ISprint", value: 16384)
!35 = !DIEnumerator(name: "_ISgraph", value: 32768)
!36 = !DIEnumerator(name: "_ISblank", value: 1)
!37 = !DIEnumerator(name: "_IScntrl", value: 2)
!38 = !DIEnumerator(name: "_ISpunct", value: 4)
!39 = !DIEnumerator(name: "_ISalnum", value: 8)
!40 = !{!41, !44, !45, !46, !5}
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !42, line: 18, baseType: !43)
!42 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!43 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!46 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!47 = !{!48, !54, !59, !64, !69, !74, !79, !84, !0, !89, !94, !99, !101, !103, !105, !107, !109, !111, !113, !115, !117, !122, !124, !126, !128, !130, !132, !140}
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 145, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 232, elements: !52)
!51 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!52 = !{!53}
!53 = !DISubrange(count: 29)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 147, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 160, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 20)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 149, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 264, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 33)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 984, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 123)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 1320, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 165)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !3, line: 125, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 3448, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 431)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !3, line: 132, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 144, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 18)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 134, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 368, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 46)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 24, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 3)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 32, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 4)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !96, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !96, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !96, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !96, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !96, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !96, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !91, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !96, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !96, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !119, isLocal: true, isDefinition: true)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 40, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 5)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !96, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !91, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !91, isLocal: true, isDefinition: true)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !96, isLocal: true, isDefinition: true)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !96, isLocal: true, isDefinition: true)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(name: "mnem", scope: !2, file: !3, line: 9, type: !134, isLocal: true, isDefinition: true)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !135, size: 1088, elements: !138)
!135 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !136)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!138 = !{!139}
!139 = !DISubrange(count: 17)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 136, elements: !138)
!143 = !DICompositeType(tag: DW_TAG_array_type, baseType: !136, size: 320, elements: !120)
!144 = !{i32 7, !"Dwarf Version", i32 5}
!145 = !{i32 2, !"Debug Info Version", i32 3}
!146 = !{i32 1, !"wchar_size", i32 4}
!147 = !{i32 8, !"PIC Level", i32 2}
!148 = !{i32 7, !"PIE Level", i32 2}
!149 = !{i32 7, !"uwtable", i32 2}
!150 = !{i32 7, !"frame-pointer", i32 2}
!151 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!152 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 137, type: !153, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !155)
!153 = !DISubroutineType(types: !154)
!154 = !{!44}
!155 = !{}
!156 = !DILocalVariable(name: "i", scope: !157, file: !3, line: 138, type: !44)
!157 = distinct !DILexicalBlock(scope: !152, file: !3, line: 138, column: 5)
!158 = !DILocation(line: 138, column: 14, scope: !157)
!159 = !DILocation(line: 138, column: 10, scope: !157)
!160 = !DILocation(line: 138, column: 21, scope: !161)
!161 = distinct !DILexicalBlock(scope: !157, file: !3, line: 138, column: 5)
!162 = !DILocation(line: 138, column: 23, scope: !161)
!163 = !DILocation(line: 138, column: 5, scope: !157)
!164 = !DILocalVariable(name: "prog", scope: !165, file: !3, line: 139, type: !166)
!165 = distinct !DILexicalBlock(scope: !161, file: !3, line: 138, column: 33)
!166 = !DICompositeType(tag: DW_TAG_array_type, baseType: !167, size: 14336, elements: !177)
!167 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "insn", file: !3, line: 12, size: 224, elements: !168)
!168 = !{!169, !170, !171, !172, !173}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "op", scope: !167, file: !3, line: 13, baseType: !5, size: 32)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !167, file: !3, line: 14, baseType: !44, size: 32, offset: 32)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !167, file: !3, line: 14, baseType: !44, size: 32, offset: 64)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !167, file: !3, line: 14, baseType: !44, size: 32, offset: 96)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !167, file: !3, line: 15, baseType: !174, size: 96, offset: 128)
!174 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 96, elements: !175)
!175 = !{!176}
!176 = !DISubrange(count: 12)
!177 = !{!178}
!178 = !DISubrange(count: 64)
!179 = !DILocation(line: 139, column: 21, scope: !165)
!180 = !DILocalVariable(name: "labels", scope: !165, file: !3, line: 140, type: !181)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 1536, elements: !182)
!182 = !{!183, !176}
!183 = !DISubrange(count: 16)
!184 = !DILocation(line: 140, column: 14, scope: !165)
!185 = !DILocalVariable(name: "label_pc", scope: !165, file: !3, line: 141, type: !186)
!186 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 512, elements: !187)
!187 = !{!183}
!188 = !DILocation(line: 141, column: 13, scope: !165)
!189 = !DILocalVariable(name: "n", scope: !165, file: !3, line: 142, type: !44)
!190 = !DILocation(line: 142, column: 13, scope: !165)
!191 = !DILocation(line: 142, column: 32, scope: !165)
!192 = !DILocation(line: 142, column: 26, scope: !165)
!193 = !DILocation(line: 142, column: 36, scope: !165)
!194 = !DILocation(line: 142, column: 42, scope: !165)
!195 = !DILocation(line: 142, column: 50, scope: !165)
!196 = !DILocation(line: 142, column: 17, scope: !165)
!197 = !DILocalVariable(name: "vm", scope: !165, file: !3, line: 143, type: !198)
!198 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vm", file: !3, line: 18, size: 5760, elements: !199)
!199 = !{!200, !205, !207, !211, !212}
!200 = !DIDerivedType(tag: DW_TAG_member, name: "reg", scope: !198, file: !3, line: 19, baseType: !201, size: 512)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !202, size: 512, elements: !203)
!202 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!203 = !{!204}
!204 = !DISubrange(count: 8)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "mem", scope: !198, file: !3, line: 20, baseType: !206, size: 4096, offset: 512)
!206 = !DICompositeType(tag: DW_TAG_array_type, baseType: !202, size: 4096, elements: !177)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "stack", scope: !198, file: !3, line: 21, baseType: !208, size: 1024, offset: 4608)
!208 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 1024, elements: !209)
!209 = !{!210}
!210 = !DISubrange(count: 32)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "sp", scope: !198, file: !3, line: 22, baseType: !44, size: 32, offset: 5632)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "steps", scope: !198, file: !3, line: 23, baseType: !202, size: 64, offset: 5696)
!213 = !DILocation(line: 143, column: 19, scope: !165)
!214 = !DILocation(line: 144, column: 9, scope: !165)
!215 = !DILocation(line: 145, column: 49, scope: !165)
!216 = !DILocation(line: 145, column: 52, scope: !165)
!217 = !DILocation(line: 145, column: 9, scope: !165)
!218 = !DILocalVariable(name: "k", scope: !219, file: !3, line: 146, type: !44)
!219 = distinct !DILexicalBlock(scope: !165, file: !3, line: 146, column: 9)
!220 = !DILocation(line: 146, column: 18, scope: !219)
!221 = !DILocation(line: 146, column: 14, scope: !219)
!222 = !DILocation(line: 146, column: 25, scope: !223)
!223 = distinct !DILexicalBlock(scope: !219, file: !3, line: 146, column: 9)
!224 = !DILocation(line: 146, column: 29, scope: !223)
!225 = !DILocation(line: 146, column: 27, scope: !223)
!226 = !DILocation(line: 146, column: 31, scope: !223)
!227 = !DILocation(line: 146, column: 34, scope: !223)
!228 = !DILocation(line: 146, column: 36, scope: !223)
!229 = !DILocation(line: 0, scope: !223)
!230 = !DILocation(line: 146, column: 9, scope: !219)
!231 = !DILocation(line: 147, column: 44, scope: !223)
!232 = !DILocation(line: 147, column: 57, scope: !223)
!233 = !DILocation(line: 147, column: 52, scope: !223)
!234 = !DILocation(line: 147, column: 60, scope: !223)
!235 = !DILocation(line: 147, column: 47, scope: !223)
!236 = !DILocation(line: 147, column: 70, scope: !223)
!237 = !DILocation(line: 147, column: 65, scope: !223)
!238 = !DILocation(line: 147, column: 73, scope: !223)
!239 = !DILocation(line: 147, column: 81, scope: !223)
!240 = !DILocation(line: 147, column: 76, scope: !223)
!241 = !DILocation(line: 147, column: 84, scope: !223)
!242 = !DILocation(line: 147, column: 92, scope: !223)
!243 = !DILocation(line: 147, column: 87, scope: !223)
!244 = !DILocation(line: 147, column: 95, scope: !223)
!245 = !DILocation(line: 147, column: 13, scope: !223)
!246 = !DILocation(line: 146, column: 42, scope: !223)
!247 = !DILocation(line: 146, column: 9, scope: !223)
!248 = distinct !{!248, !230, !249, !250}
!249 = !DILocation(line: 147, column: 96, scope: !219)
!250 = !{!"llvm.loop.mustprogress"}
!251 = !DILocalVariable(name: "rc", scope: !165, file: !3, line: 148, type: !44)
!252 = !DILocation(line: 148, column: 13, scope: !165)
!253 = !DILocation(line: 148, column: 27, scope: !165)
!254 = !DILocation(line: 148, column: 33, scope: !165)
!255 = !DILocation(line: 148, column: 18, scope: !165)
!256 = !DILocation(line: 149, column: 53, scope: !165)
!257 = !DILocation(line: 149, column: 60, scope: !165)
!258 = !DILocation(line: 149, column: 70, scope: !165)
!259 = !DILocation(line: 149, column: 67, scope: !165)
!260 = !DILocation(line: 149, column: 81, scope: !165)
!261 = !DILocation(line: 149, column: 78, scope: !165)
!262 = !DILocation(line: 149, column: 9, scope: !165)
!263 = !DILocation(line: 150, column: 5, scope: !165)
!264 = !DILocation(line: 138, column: 29, scope: !161)
!265 = !DILocation(line: 138, column: 5, scope: !161)
!266 = distinct !{!266, !163, !267, !250}
!267 = !DILocation(line: 150, column: 5, scope: !157)
!268 = !DILocation(line: 151, column: 5, scope: !152)
!269 = distinct !DISubprogram(name: "assemble", scope: !3, file: !3, line: 28, type: !270, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !155)
!270 = !DISubroutineType(types: !271)
!271 = !{!44, !136, !272, !273, !274}
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!275 = !DILocalVariable(name: "src", arg: 1, scope: !269, file: !3, line: 28, type: !136)
!276 = !DILocation(line: 28, column: 33, scope: !269)
!277 = !DILocalVariable(name: "prog", arg: 2, scope: !269, file: !3, line: 28, type: !272)
!278 = !DILocation(line: 28, column: 51, scope: !269)
!279 = !DILocalVariable(name: "labels", arg: 3, scope: !269, file: !3, line: 28, type: !273)
!280 = !DILocation(line: 28, column: 62, scope: !269)
!281 = !DILocalVariable(name: "label_pc", arg: 4, scope: !269, file: !3, line: 28, type: !274)
!282 = !DILocation(line: 28, column: 81, scope: !269)
!283 = !DILocalVariable(name: "n", scope: !269, file: !3, line: 29, type: !44)
!284 = !DILocation(line: 29, column: 9, scope: !269)
!285 = !DILocalVariable(name: "nl", scope: !269, file: !3, line: 29, type: !44)
!286 = !DILocation(line: 29, column: 16, scope: !269)
!287 = !DILocalVariable(name: "line", scope: !269, file: !3, line: 30, type: !288)
!288 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 512, elements: !177)
!289 = !DILocation(line: 30, column: 10, scope: !269)
!290 = !DILocalVariable(name: "p", scope: !269, file: !3, line: 31, type: !136)
!291 = !DILocation(line: 31, column: 17, scope: !269)
!292 = !DILocation(line: 31, column: 21, scope: !269)
!293 = !DILocation(line: 32, column: 5, scope: !269)
!294 = !DILocation(line: 32, column: 13, scope: !269)
!295 = !DILocation(line: 32, column: 12, scope: !269)
!296 = !DILocalVariable(name: "e", scope: !297, file: !3, line: 33, type: !136)
!297 = distinct !DILexicalBlock(scope: !269, file: !3, line: 32, column: 16)
!298 = !DILocation(line: 33, column: 21, scope: !297)
!299 = !DILocation(line: 33, column: 32, scope: !297)
!300 = !DILocation(line: 33, column: 25, scope: !297)
!301 = !DILocalVariable(name: "len", scope: !297, file: !3, line: 34, type: !41)
!302 = !DILocation(line: 34, column: 16, scope: !297)
!303 = !DILocation(line: 34, column: 22, scope: !297)
!304 = !DILocation(line: 34, column: 35, scope: !297)
!305 = !DILocation(line: 34, column: 39, scope: !297)
!306 = !DILocation(line: 34, column: 37, scope: !297)
!307 = !DILocation(line: 34, column: 51, scope: !297)
!308 = !DILocation(line: 34, column: 44, scope: !297)
!309 = !DILocation(line: 35, column: 9, scope: !297)
!310 = !DILocation(line: 35, column: 22, scope: !297)
!311 = !DILocation(line: 35, column: 25, scope: !297)
!312 = !DILocation(line: 36, column: 14, scope: !297)
!313 = !DILocation(line: 36, column: 9, scope: !297)
!314 = !DILocation(line: 36, column: 19, scope: !297)
!315 = !DILocation(line: 37, column: 14, scope: !297)
!316 = !DILocation(line: 37, column: 21, scope: !297)
!317 = !DILocation(line: 37, column: 20, scope: !297)
!318 = !DILocation(line: 37, column: 18, scope: !297)
!319 = !DILocation(line: 37, column: 11, scope: !297)
!320 = !DILocalVariable(name: "s", scope: !297, file: !3, line: 38, type: !321)
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!322 = !DILocation(line: 38, column: 15, scope: !297)
!323 = !DILocation(line: 38, column: 19, scope: !297)
!324 = !DILocation(line: 39, column: 9, scope: !297)
!325 = !DILocation(line: 39, column: 16, scope: !297)
!326 = !DILocation(line: 40, column: 14, scope: !297)
!327 = distinct !{!327, !324, !326, !250}
!328 = !DILocation(line: 41, column: 15, scope: !329)
!329 = distinct !DILexicalBlock(scope: !297, file: !3, line: 41, column: 13)
!330 = !DILocation(line: 41, column: 14, scope: !329)
!331 = !DILocation(line: 41, column: 17, scope: !329)
!332 = !DILocation(line: 41, column: 21, scope: !329)
!333 = !DILocation(line: 41, column: 20, scope: !329)
!334 = !DILocation(line: 41, column: 23, scope: !329)
!335 = !DILocation(line: 41, column: 13, scope: !297)
!336 = !DILocation(line: 42, column: 13, scope: !329)
!337 = distinct !{!337, !293, !338, !250}
!338 = !DILocation(line: 77, column: 5, scope: !269)
!339 = !DILocalVariable(name: "colon", scope: !297, file: !3, line: 43, type: !321)
!340 = !DILocation(line: 43, column: 15, scope: !297)
!341 = !DILocation(line: 43, column: 30, scope: !297)
!342 = !DILocation(line: 43, column: 23, scope: !297)
!343 = !DILocation(line: 44, column: 13, scope: !344)
!344 = distinct !DILexicalBlock(scope: !297, file: !3, line: 44, column: 13)
!345 = !DILocation(line: 44, column: 13, scope: !297)
!346 = !DILocation(line: 45, column: 14, scope: !347)
!347 = distinct !DILexicalBlock(scope: !344, file: !3, line: 44, column: 20)
!348 = !DILocation(line: 45, column: 20, scope: !347)
!349 = !DILocation(line: 46, column: 20, scope: !347)
!350 = !DILocation(line: 46, column: 27, scope: !347)
!351 = !DILocation(line: 46, column: 32, scope: !347)
!352 = !DILocation(line: 46, column: 13, scope: !347)
!353 = !DILocation(line: 47, column: 30, scope: !347)
!354 = !DILocation(line: 47, column: 13, scope: !347)
!355 = !DILocation(line: 47, column: 24, scope: !347)
!356 = !DILocation(line: 47, column: 28, scope: !347)
!357 = !DILocation(line: 48, column: 13, scope: !347)
!358 = !DILocalVariable(name: "tok", scope: !297, file: !3, line: 50, type: !359)
!359 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 384, elements: !360)
!360 = !{!98, !176}
!361 = !DILocation(line: 50, column: 14, scope: !297)
!362 = !DILocalVariable(name: "nt", scope: !297, file: !3, line: 51, type: !44)
!363 = !DILocation(line: 51, column: 13, scope: !297)
!364 = !DILocation(line: 52, column: 9, scope: !297)
!365 = !DILocation(line: 52, column: 17, scope: !297)
!366 = !DILocation(line: 52, column: 16, scope: !297)
!367 = !DILocation(line: 52, column: 19, scope: !297)
!368 = !DILocation(line: 52, column: 22, scope: !297)
!369 = !DILocation(line: 52, column: 25, scope: !297)
!370 = !DILocation(line: 0, scope: !297)
!371 = !DILocation(line: 53, column: 13, scope: !372)
!372 = distinct !DILexicalBlock(scope: !297, file: !3, line: 52, column: 30)
!373 = !DILocation(line: 53, column: 21, scope: !372)
!374 = !DILocation(line: 53, column: 20, scope: !372)
!375 = !DILocation(line: 53, column: 23, scope: !372)
!376 = !DILocation(line: 53, column: 30, scope: !372)
!377 = !DILocation(line: 53, column: 34, scope: !372)
!378 = !DILocation(line: 53, column: 33, scope: !372)
!379 = !DILocation(line: 53, column: 36, scope: !372)
!380 = !DILocation(line: 54, column: 18, scope: !372)
!381 = distinct !{!381, !371, !380, !250}
!382 = !DILocalVariable(name: "k", scope: !372, file: !3, line: 55, type: !44)
!383 = !DILocation(line: 55, column: 17, scope: !372)
!384 = !DILocation(line: 56, column: 13, scope: !372)
!385 = !DILocation(line: 56, column: 21, scope: !372)
!386 = !DILocation(line: 56, column: 20, scope: !372)
!387 = !DILocation(line: 56, column: 23, scope: !372)
!388 = !DILocation(line: 56, column: 27, scope: !372)
!389 = !DILocation(line: 56, column: 26, scope: !372)
!390 = !DILocation(line: 56, column: 29, scope: !372)
!391 = !DILocation(line: 56, column: 36, scope: !372)
!392 = !DILocation(line: 56, column: 40, scope: !372)
!393 = !DILocation(line: 56, column: 39, scope: !372)
!394 = !DILocation(line: 56, column: 42, scope: !372)
!395 = !DILocation(line: 0, scope: !372)
!396 = !DILocation(line: 57, column: 34, scope: !372)
!397 = !DILocation(line: 57, column: 32, scope: !372)
!398 = !DILocation(line: 57, column: 21, scope: !372)
!399 = !DILocation(line: 57, column: 17, scope: !372)
!400 = !DILocation(line: 57, column: 26, scope: !372)
!401 = !DILocation(line: 57, column: 30, scope: !372)
!402 = distinct !{!402, !384, !396, !250}
!403 = !DILocation(line: 58, column: 17, scope: !372)
!404 = !DILocation(line: 58, column: 13, scope: !372)
!405 = !DILocation(line: 58, column: 21, scope: !372)
!406 = !DILocation(line: 58, column: 24, scope: !372)
!407 = !DILocation(line: 59, column: 17, scope: !408)
!408 = distinct !DILexicalBlock(scope: !372, file: !3, line: 59, column: 17)
!409 = !DILocation(line: 59, column: 17, scope: !372)
!410 = !DILocation(line: 60, column: 19, scope: !408)
!411 = !DILocation(line: 60, column: 17, scope: !408)
!412 = distinct !{!412, !364, !413, !250}
!413 = !DILocation(line: 61, column: 9, scope: !297)
!414 = !DILocalVariable(name: "in", scope: !297, file: !3, line: 62, type: !272)
!415 = !DILocation(line: 62, column: 22, scope: !297)
!416 = !DILocation(line: 62, column: 28, scope: !297)
!417 = !DILocation(line: 62, column: 34, scope: !297)
!418 = !DILocation(line: 63, column: 16, scope: !297)
!419 = !DILocation(line: 63, column: 9, scope: !297)
!420 = !DILocalVariable(name: "o", scope: !421, file: !3, line: 64, type: !44)
!421 = distinct !DILexicalBlock(scope: !297, file: !3, line: 64, column: 9)
!422 = !DILocation(line: 64, column: 18, scope: !421)
!423 = !DILocation(line: 64, column: 14, scope: !421)
!424 = !DILocation(line: 64, column: 25, scope: !425)
!425 = distinct !DILexicalBlock(scope: !421, file: !3, line: 64, column: 9)
!426 = !DILocation(line: 64, column: 27, scope: !425)
!427 = !DILocation(line: 64, column: 9, scope: !421)
!428 = !DILocation(line: 65, column: 24, scope: !429)
!429 = distinct !DILexicalBlock(scope: !425, file: !3, line: 65, column: 17)
!430 = !DILocation(line: 65, column: 37, scope: !429)
!431 = !DILocation(line: 65, column: 32, scope: !429)
!432 = !DILocation(line: 65, column: 17, scope: !429)
!433 = !DILocation(line: 65, column: 41, scope: !429)
!434 = !DILocation(line: 65, column: 17, scope: !425)
!435 = !DILocation(line: 66, column: 39, scope: !429)
!436 = !DILocation(line: 66, column: 17, scope: !429)
!437 = !DILocation(line: 66, column: 21, scope: !429)
!438 = !DILocation(line: 66, column: 24, scope: !429)
!439 = !DILocation(line: 65, column: 44, scope: !429)
!440 = !DILocation(line: 64, column: 36, scope: !425)
!441 = !DILocation(line: 64, column: 9, scope: !425)
!442 = distinct !{!442, !427, !443, !250}
!443 = !DILocation(line: 66, column: 39, scope: !421)
!444 = !DILocalVariable(name: "fields", scope: !297, file: !3, line: 67, type: !445)
!445 = !DICompositeType(tag: DW_TAG_array_type, baseType: !274, size: 192, elements: !92)
!446 = !DILocation(line: 67, column: 14, scope: !297)
!447 = !DILocation(line: 67, column: 28, scope: !297)
!448 = !DILocation(line: 67, column: 32, scope: !297)
!449 = !DILocation(line: 67, column: 26, scope: !297)
!450 = !DILocation(line: 67, column: 36, scope: !297)
!451 = !DILocation(line: 67, column: 40, scope: !297)
!452 = !DILocation(line: 67, column: 44, scope: !297)
!453 = !DILocation(line: 67, column: 48, scope: !297)
!454 = !DILocalVariable(name: "t", scope: !455, file: !3, line: 68, type: !44)
!455 = distinct !DILexicalBlock(scope: !297, file: !3, line: 68, column: 9)
!456 = !DILocation(line: 68, column: 18, scope: !455)
!457 = !DILocation(line: 68, column: 14, scope: !455)
!458 = !DILocation(line: 68, column: 25, scope: !459)
!459 = distinct !DILexicalBlock(scope: !455, file: !3, line: 68, column: 9)
!460 = !DILocation(line: 68, column: 29, scope: !459)
!461 = !DILocation(line: 68, column: 27, scope: !459)
!462 = !DILocation(line: 68, column: 9, scope: !455)
!463 = !DILocalVariable(name: "r", scope: !464, file: !3, line: 69, type: !44)
!464 = distinct !DILexicalBlock(scope: !459, file: !3, line: 68, column: 38)
!465 = !DILocation(line: 69, column: 17, scope: !464)
!466 = !DILocation(line: 69, column: 35, scope: !464)
!467 = !DILocation(line: 69, column: 31, scope: !464)
!468 = !DILocation(line: 69, column: 21, scope: !464)
!469 = !DILocation(line: 70, column: 17, scope: !470)
!470 = distinct !DILexicalBlock(scope: !464, file: !3, line: 70, column: 17)
!471 = !DILocation(line: 70, column: 19, scope: !470)
!472 = !DILocation(line: 70, column: 17, scope: !464)
!473 = !DILocation(line: 71, column: 34, scope: !470)
!474 = !DILocation(line: 71, column: 25, scope: !470)
!475 = !DILocation(line: 71, column: 27, scope: !470)
!476 = !DILocation(line: 71, column: 18, scope: !470)
!477 = !DILocation(line: 71, column: 32, scope: !470)
!478 = !DILocation(line: 71, column: 17, scope: !470)
!479 = !DILocation(line: 72, column: 22, scope: !480)
!480 = distinct !DILexicalBlock(scope: !470, file: !3, line: 72, column: 22)
!481 = !DILocation(line: 72, column: 56, scope: !480)
!482 = !DILocation(line: 72, column: 63, scope: !480)
!483 = !DILocation(line: 72, column: 59, scope: !480)
!484 = !DILocation(line: 72, column: 69, scope: !480)
!485 = !DILocation(line: 72, column: 22, scope: !470)
!486 = !DILocation(line: 73, column: 43, scope: !480)
!487 = !DILocation(line: 73, column: 39, scope: !480)
!488 = !DILocation(line: 73, column: 34, scope: !480)
!489 = !DILocation(line: 73, column: 25, scope: !480)
!490 = !DILocation(line: 73, column: 27, scope: !480)
!491 = !DILocation(line: 73, column: 18, scope: !480)
!492 = !DILocation(line: 73, column: 32, scope: !480)
!493 = !DILocation(line: 73, column: 17, scope: !480)
!494 = !DILocation(line: 75, column: 24, scope: !480)
!495 = !DILocation(line: 75, column: 28, scope: !480)
!496 = !DILocation(line: 75, column: 39, scope: !480)
!497 = !DILocation(line: 75, column: 35, scope: !480)
!498 = !DILocation(line: 75, column: 17, scope: !480)
!499 = !DILocation(line: 76, column: 9, scope: !464)
!500 = !DILocation(line: 68, column: 34, scope: !459)
!501 = !DILocation(line: 68, column: 9, scope: !459)
!502 = distinct !{!502, !462, !503, !250}
!503 = !DILocation(line: 76, column: 9, scope: !455)
!504 = !DILocalVariable(name: "i", scope: !505, file: !3, line: 79, type: !44)
!505 = distinct !DILexicalBlock(scope: !269, file: !3, line: 79, column: 5)
!506 = !DILocation(line: 79, column: 14, scope: !505)
!507 = !DILocation(line: 79, column: 10, scope: !505)
!508 = !DILocation(line: 79, column: 21, scope: !509)
!509 = distinct !DILexicalBlock(scope: !505, file: !3, line: 79, column: 5)
!510 = !DILocation(line: 79, column: 25, scope: !509)
!511 = !DILocation(line: 79, column: 23, scope: !509)
!512 = !DILocation(line: 79, column: 5, scope: !505)
!513 = !DILocation(line: 80, column: 13, scope: !514)
!514 = distinct !DILexicalBlock(scope: !509, file: !3, line: 80, column: 13)
!515 = !DILocation(line: 80, column: 18, scope: !514)
!516 = !DILocation(line: 80, column: 21, scope: !514)
!517 = !DILocation(line: 80, column: 13, scope: !509)
!518 = !DILocalVariable(name: "l", scope: !519, file: !3, line: 81, type: !44)
!519 = distinct !DILexicalBlock(scope: !514, file: !3, line: 81, column: 13)
!520 = !DILocation(line: 81, column: 22, scope: !519)
!521 = !DILocation(line: 81, column: 18, scope: !519)
!522 = !DILocation(line: 81, column: 29, scope: !523)
!523 = distinct !DILexicalBlock(scope: !519, file: !3, line: 81, column: 13)
!524 = !DILocation(line: 81, column: 33, scope: !523)
!525 = !DILocation(line: 81, column: 31, scope: !523)
!526 = !DILocation(line: 81, column: 13, scope: !519)
!527 = !DILocation(line: 82, column: 28, scope: !528)
!528 = distinct !DILexicalBlock(scope: !523, file: !3, line: 82, column: 21)
!529 = !DILocation(line: 82, column: 33, scope: !528)
!530 = !DILocation(line: 82, column: 36, scope: !528)
!531 = !DILocation(line: 82, column: 43, scope: !528)
!532 = !DILocation(line: 82, column: 50, scope: !528)
!533 = !DILocation(line: 82, column: 21, scope: !528)
!534 = !DILocation(line: 82, column: 54, scope: !528)
!535 = !DILocation(line: 82, column: 21, scope: !523)
!536 = !DILocation(line: 83, column: 33, scope: !528)
!537 = !DILocation(line: 83, column: 42, scope: !528)
!538 = !DILocation(line: 83, column: 21, scope: !528)
!539 = !DILocation(line: 83, column: 26, scope: !528)
!540 = !DILocation(line: 83, column: 29, scope: !528)
!541 = !DILocation(line: 83, column: 31, scope: !528)
!542 = !DILocation(line: 82, column: 57, scope: !528)
!543 = !DILocation(line: 81, column: 38, scope: !523)
!544 = !DILocation(line: 81, column: 13, scope: !523)
!545 = distinct !{!545, !526, !546, !250}
!546 = !DILocation(line: 83, column: 43, scope: !519)
!547 = !DILocation(line: 80, column: 28, scope: !514)
!548 = !DILocation(line: 79, column: 29, scope: !509)
!549 = !DILocation(line: 79, column: 5, scope: !509)
!550 = distinct !{!550, !512, !551, !250}
!551 = !DILocation(line: 83, column: 43, scope: !505)
!552 = !DILocation(line: 84, column: 12, scope: !269)
!553 = !DILocation(line: 84, column: 5, scope: !269)
!554 = distinct !DISubprogram(name: "run", scope: !3, file: !3, line: 87, type: !555, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !155)
!555 = !DISubroutineType(types: !556)
!556 = !{!44, !557, !558, !44, !202}
!557 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!558 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !559, size: 64)
!559 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !167)
!560 = !DILocalVariable(name: "vm", arg: 1, scope: !554, file: !3, line: 87, type: !557)
!561 = !DILocation(line: 87, column: 27, scope: !554)
!562 = !DILocalVariable(name: "prog", arg: 2, scope: !554, file: !3, line: 87, type: !558)
!563 = !DILocation(line: 87, column: 50, scope: !554)
!564 = !DILocalVariable(name: "n", arg: 3, scope: !554, file: !3, line: 87, type: !44)
!565 = !DILocation(line: 87, column: 60, scope: !554)
!566 = !DILocalVariable(name: "max_steps", arg: 4, scope: !554, file: !3, line: 87, type: !202)
!567 = !DILocation(line: 87, column: 68, scope: !554)
!568 = !DILocalVariable(name: "pc", scope: !554, file: !3, line: 88, type: !44)
!569 = !DILocation(line: 88, column: 9, scope: !554)
!570 = !DILocation(line: 89, column: 5, scope: !554)
!571 = !DILocation(line: 89, column: 12, scope: !554)
!572 = !DILocation(line: 89, column: 15, scope: !554)
!573 = !DILocation(line: 89, column: 20, scope: !554)
!574 = !DILocation(line: 89, column: 23, scope: !554)
!575 = !DILocation(line: 89, column: 28, scope: !554)
!576 = !DILocation(line: 89, column: 26, scope: !554)
!577 = !DILocation(line: 89, column: 30, scope: !554)
!578 = !DILocation(line: 89, column: 33, scope: !554)
!579 = !DILocation(line: 89, column: 37, scope: !554)
!580 = !DILocation(line: 89, column: 45, scope: !554)
!581 = !DILocation(line: 89, column: 43, scope: !554)
!582 = !DILocation(line: 0, scope: !554)
!583 = !DILocalVariable(name: "in", scope: !584, file: !3, line: 90, type: !558)
!584 = distinct !DILexicalBlock(scope: !554, file: !3, line: 89, column: 56)
!585 = !DILocation(line: 90, column: 28, scope: !584)
!586 = !DILocation(line: 90, column: 34, scope: !584)
!587 = !DILocation(line: 90, column: 41, scope: !584)
!588 = !DILocation(line: 91, column: 9, scope: !584)
!589 = !DILocation(line: 91, column: 13, scope: !584)
!590 = !DILocation(line: 91, column: 18, scope: !584)
!591 = !DILocalVariable(name: "r", scope: !584, file: !3, line: 92, type: !592)
!592 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !202, size: 64)
!593 = !DILocation(line: 92, column: 15, scope: !584)
!594 = !DILocation(line: 92, column: 19, scope: !584)
!595 = !DILocation(line: 92, column: 23, scope: !584)
!596 = !DILocation(line: 93, column: 17, scope: !584)
!597 = !DILocation(line: 93, column: 21, scope: !584)
!598 = !DILocation(line: 93, column: 9, scope: !584)
!599 = !DILocation(line: 94, column: 29, scope: !600)
!600 = distinct !DILexicalBlock(scope: !584, file: !3, line: 93, column: 25)
!601 = !DILocation(line: 94, column: 33, scope: !600)
!602 = !DILocation(line: 94, column: 18, scope: !600)
!603 = !DILocation(line: 94, column: 20, scope: !600)
!604 = !DILocation(line: 94, column: 24, scope: !600)
!605 = !DILocation(line: 94, column: 27, scope: !600)
!606 = !DILocation(line: 94, column: 36, scope: !600)
!607 = !DILocation(line: 95, column: 30, scope: !600)
!608 = !DILocation(line: 95, column: 32, scope: !600)
!609 = !DILocation(line: 95, column: 36, scope: !600)
!610 = !DILocation(line: 95, column: 19, scope: !600)
!611 = !DILocation(line: 95, column: 21, scope: !600)
!612 = !DILocation(line: 95, column: 25, scope: !600)
!613 = !DILocation(line: 95, column: 28, scope: !600)
!614 = !DILocation(line: 95, column: 40, scope: !600)
!615 = !DILocation(line: 96, column: 30, scope: !600)
!616 = !DILocation(line: 96, column: 32, scope: !600)
!617 = !DILocation(line: 96, column: 36, scope: !600)
!618 = !DILocation(line: 96, column: 41, scope: !600)
!619 = !DILocation(line: 96, column: 43, scope: !600)
!620 = !DILocation(line: 96, column: 47, scope: !600)
!621 = !DILocation(line: 96, column: 39, scope: !600)
!622 = !DILocation(line: 96, column: 19, scope: !600)
!623 = !DILocation(line: 96, column: 21, scope: !600)
!624 = !DILocation(line: 96, column: 25, scope: !600)
!625 = !DILocation(line: 96, column: 28, scope: !600)
!626 = !DILocation(line: 96, column: 51, scope: !600)
!627 = !DILocation(line: 97, column: 30, scope: !600)
!628 = !DILocation(line: 97, column: 32, scope: !600)
!629 = !DILocation(line: 97, column: 36, scope: !600)
!630 = !DILocation(line: 97, column: 41, scope: !600)
!631 = !DILocation(line: 97, column: 43, scope: !600)
!632 = !DILocation(line: 97, column: 47, scope: !600)
!633 = !DILocation(line: 97, column: 39, scope: !600)
!634 = !DILocation(line: 97, column: 19, scope: !600)
!635 = !DILocation(line: 97, column: 21, scope: !600)
!636 = !DILocation(line: 97, column: 25, scope: !600)
!637 = !DILocation(line: 97, column: 28, scope: !600)
!638 = !DILocation(line: 97, column: 51, scope: !600)
!639 = !DILocation(line: 98, column: 30, scope: !600)
!640 = !DILocation(line: 98, column: 32, scope: !600)
!641 = !DILocation(line: 98, column: 36, scope: !600)
!642 = !DILocation(line: 98, column: 41, scope: !600)
!643 = !DILocation(line: 98, column: 43, scope: !600)
!644 = !DILocation(line: 98, column: 47, scope: !600)
!645 = !DILocation(line: 98, column: 39, scope: !600)
!646 = !DILocation(line: 98, column: 19, scope: !600)
!647 = !DILocation(line: 98, column: 21, scope: !600)
!648 = !DILocation(line: 98, column: 25, scope: !600)
!649 = !DILocation(line: 98, column: 28, scope: !600)
!650 = !DILocation(line: 98, column: 51, scope: !600)
!651 = !DILocation(line: 99, column: 24, scope: !652)
!652 = distinct !DILexicalBlock(scope: !600, file: !3, line: 99, column: 23)
!653 = !DILocation(line: 99, column: 26, scope: !652)
!654 = !DILocation(line: 99, column: 30, scope: !652)
!655 = !DILocation(line: 99, column: 23, scope: !600)
!656 = !DILocation(line: 99, column: 34, scope: !652)
!657 = !DILocation(line: 99, column: 56, scope: !600)
!658 = !DILocation(line: 99, column: 58, scope: !600)
!659 = !DILocation(line: 99, column: 62, scope: !600)
!660 = !DILocation(line: 99, column: 67, scope: !600)
!661 = !DILocation(line: 99, column: 69, scope: !600)
!662 = !DILocation(line: 99, column: 73, scope: !600)
!663 = !DILocation(line: 99, column: 65, scope: !600)
!664 = !DILocation(line: 99, column: 45, scope: !600)
!665 = !DILocation(line: 99, column: 47, scope: !600)
!666 = !DILocation(line: 99, column: 51, scope: !600)
!667 = !DILocation(line: 99, column: 54, scope: !600)
!668 = !DILocation(line: 99, column: 77, scope: !600)
!669 = !DILocation(line: 100, column: 24, scope: !670)
!670 = distinct !DILexicalBlock(scope: !600, file: !3, line: 100, column: 23)
!671 = !DILocation(line: 100, column: 26, scope: !670)
!672 = !DILocation(line: 100, column: 30, scope: !670)
!673 = !DILocation(line: 100, column: 23, scope: !600)
!674 = !DILocation(line: 100, column: 34, scope: !670)
!675 = !DILocation(line: 100, column: 56, scope: !600)
!676 = !DILocation(line: 100, column: 58, scope: !600)
!677 = !DILocation(line: 100, column: 62, scope: !600)
!678 = !DILocation(line: 100, column: 67, scope: !600)
!679 = !DILocation(line: 100, column: 69, scope: !600)
!680 = !DILocation(line: 100, column: 73, scope: !600)
!681 = !DILocation(line: 100, column: 65, scope: !600)
!682 = !DILocation(line: 100, column: 45, scope: !600)
!683 = !DILocation(line: 100, column: 47, scope: !600)
!684 = !DILocation(line: 100, column: 51, scope: !600)
!685 = !DILocation(line: 100, column: 54, scope: !600)
!686 = !DILocation(line: 100, column: 77, scope: !600)
!687 = !DILocation(line: 101, column: 24, scope: !600)
!688 = !DILocation(line: 101, column: 28, scope: !600)
!689 = !DILocation(line: 101, column: 22, scope: !600)
!690 = !DILocation(line: 101, column: 31, scope: !600)
!691 = !DILocation(line: 102, column: 23, scope: !692)
!692 = distinct !DILexicalBlock(scope: !600, file: !3, line: 102, column: 22)
!693 = !DILocation(line: 102, column: 25, scope: !692)
!694 = !DILocation(line: 102, column: 29, scope: !692)
!695 = !DILocation(line: 102, column: 22, scope: !600)
!696 = !DILocation(line: 102, column: 38, scope: !692)
!697 = !DILocation(line: 102, column: 42, scope: !692)
!698 = !DILocation(line: 102, column: 36, scope: !692)
!699 = !DILocation(line: 102, column: 33, scope: !692)
!700 = !DILocation(line: 102, column: 45, scope: !600)
!701 = !DILocation(line: 103, column: 23, scope: !702)
!702 = distinct !DILexicalBlock(scope: !600, file: !3, line: 103, column: 23)
!703 = !DILocation(line: 103, column: 25, scope: !702)
!704 = !DILocation(line: 103, column: 29, scope: !702)
!705 = !DILocation(line: 103, column: 23, scope: !600)
!706 = !DILocation(line: 103, column: 38, scope: !702)
!707 = !DILocation(line: 103, column: 42, scope: !702)
!708 = !DILocation(line: 103, column: 36, scope: !702)
!709 = !DILocation(line: 103, column: 33, scope: !702)
!710 = !DILocation(line: 103, column: 45, scope: !600)
!711 = !DILocation(line: 104, column: 23, scope: !712)
!712 = distinct !DILexicalBlock(scope: !600, file: !3, line: 104, column: 23)
!713 = !DILocation(line: 104, column: 25, scope: !712)
!714 = !DILocation(line: 104, column: 29, scope: !712)
!715 = !DILocation(line: 104, column: 34, scope: !712)
!716 = !DILocation(line: 104, column: 36, scope: !712)
!717 = !DILocation(line: 104, column: 40, scope: !712)
!718 = !DILocation(line: 104, column: 32, scope: !712)
!719 = !DILocation(line: 104, column: 23, scope: !600)
!720 = !DILocation(line: 104, column: 49, scope: !712)
!721 = !DILocation(line: 104, column: 53, scope: !712)
!722 = !DILocation(line: 104, column: 47, scope: !712)
!723 = !DILocation(line: 104, column: 44, scope: !712)
!724 = !DILocation(line: 104, column: 56, scope: !600)
!725 = !DILocation(line: 105, column: 42, scope: !600)
!726 = !DILocation(line: 105, column: 20, scope: !600)
!727 = !DILocation(line: 105, column: 24, scope: !600)
!728 = !DILocation(line: 105, column: 30, scope: !600)
!729 = !DILocation(line: 105, column: 34, scope: !600)
!730 = !DILocation(line: 105, column: 36, scope: !600)
!731 = !DILocation(line: 105, column: 40, scope: !600)
!732 = !DILocation(line: 105, column: 51, scope: !600)
!733 = !DILocation(line: 105, column: 55, scope: !600)
!734 = !DILocation(line: 105, column: 49, scope: !600)
!735 = !DILocation(line: 105, column: 58, scope: !600)
!736 = !DILocation(line: 106, column: 24, scope: !737)
!737 = distinct !DILexicalBlock(scope: !600, file: !3, line: 106, column: 23)
!738 = !DILocation(line: 106, column: 28, scope: !737)
!739 = !DILocation(line: 106, column: 23, scope: !600)
!740 = !DILocation(line: 106, column: 32, scope: !737)
!741 = !DILocation(line: 106, column: 48, scope: !600)
!742 = !DILocation(line: 106, column: 52, scope: !600)
!743 = !DILocation(line: 106, column: 60, scope: !600)
!744 = !DILocation(line: 106, column: 64, scope: !600)
!745 = !DILocation(line: 106, column: 58, scope: !600)
!746 = !DILocation(line: 106, column: 46, scope: !600)
!747 = !DILocation(line: 106, column: 69, scope: !600)
!748 = !DILocation(line: 107, column: 29, scope: !600)
!749 = !DILocation(line: 107, column: 33, scope: !600)
!750 = !DILocation(line: 107, column: 37, scope: !600)
!751 = !DILocation(line: 107, column: 39, scope: !600)
!752 = !DILocation(line: 107, column: 43, scope: !600)
!753 = !DILocation(line: 107, column: 46, scope: !600)
!754 = !DILocation(line: 107, column: 18, scope: !600)
!755 = !DILocation(line: 107, column: 20, scope: !600)
!756 = !DILocation(line: 107, column: 24, scope: !600)
!757 = !DILocation(line: 107, column: 27, scope: !600)
!758 = !DILocation(line: 107, column: 53, scope: !600)
!759 = !DILocation(line: 108, column: 43, scope: !600)
!760 = !DILocation(line: 108, column: 45, scope: !600)
!761 = !DILocation(line: 108, column: 49, scope: !600)
!762 = !DILocation(line: 108, column: 18, scope: !600)
!763 = !DILocation(line: 108, column: 22, scope: !600)
!764 = !DILocation(line: 108, column: 26, scope: !600)
!765 = !DILocation(line: 108, column: 28, scope: !600)
!766 = !DILocation(line: 108, column: 32, scope: !600)
!767 = !DILocation(line: 108, column: 35, scope: !600)
!768 = !DILocation(line: 108, column: 41, scope: !600)
!769 = !DILocation(line: 108, column: 53, scope: !600)
!770 = !DILocation(line: 109, column: 47, scope: !600)
!771 = !DILocation(line: 109, column: 51, scope: !600)
!772 = !DILocation(line: 109, column: 54, scope: !600)
!773 = !DILocation(line: 109, column: 56, scope: !600)
!774 = !DILocation(line: 109, column: 60, scope: !600)
!775 = !DILocation(line: 109, column: 19, scope: !600)
!776 = !DILocation(line: 109, column: 65, scope: !600)
!777 = !DILocation(line: 110, column: 19, scope: !600)
!778 = distinct !{!778, !570, !779, !250}
!779 = !DILocation(line: 112, column: 5, scope: !554)
!780 = !DILocation(line: 113, column: 12, scope: !554)
!781 = !DILocation(line: 113, column: 16, scope: !554)
!782 = !DILocation(line: 113, column: 25, scope: !554)
!783 = !DILocation(line: 113, column: 22, scope: !554)
!784 = !DILocation(line: 113, column: 5, scope: !554)
!785 = !DILocation(line: 114, column: 1, scope: !554)
!786 = distinct !DISubprogram(name: "parse_reg", scope: !3, file: !3, line: 26, type: !787, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !155)
!787 = !DISubroutineType(types: !788)
!788 = !{!44, !136}
!789 = !DILocalVariable(name: "s", arg: 1, scope: !786, file: !3, line: 26, type: !136)
!790 = !DILocation(line: 26, column: 34, scope: !786)
!791 = !DILocation(line: 26, column: 46, scope: !786)
!792 = !DILocation(line: 26, column: 51, scope: !786)
!793 = !DILocation(line: 26, column: 60, scope: !786)
!794 = !DILocation(line: 26, column: 65, scope: !786)
!795 = !DILocation(line: 26, column: 39, scope: !786)
