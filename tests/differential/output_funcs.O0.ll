; ModuleID = 'output_funcs.c'
source_filename = "output_funcs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"puts adds a newline\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [31 x i8] c"puts returned nonnegative: %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [21 x i8] c"putchar returned %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [23 x i8] c"fputs does not add one\00", align 1, !dbg !17
@stdout = external global ptr, align 8
@.str.4 = private unnamed_addr constant [32 x i8] c"fputs returned nonnegative: %d\0A\00", align 1, !dbg !22
@stderr = external global ptr, align 8
@.str.5 = private unnamed_addr constant [15 x i8] c"stderr: %d %s\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [26 x i8] c"ignored by the comparison\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [31 x i8] c"fprintf(stdout, ...) %d|%s|%c\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [4 x i8] c"str\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [21 x i8] c"fprintf returned %d\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [18 x i8] c"stderr via fputs\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !51
@.str.12 = private unnamed_addr constant [19 x i8] c"(empty puts above)\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !71
@__const.main.lines = private unnamed_addr constant [3 x ptr] [ptr @.str.13, ptr @.str.14, ptr @.str.15], align 16
@.str.16 = private unnamed_addr constant [3 x i8] c", \00", align 1, !dbg !73
@.str.17 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !78
@.str.18 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1, !dbg !83
@.str.19 = private unnamed_addr constant [41 x i8] c"printf %s with newline (may become puts)\00", align 1, !dbg !85
@.str.20 = private unnamed_addr constant [32 x i8] c"plain literal, may become puts\0A\00", align 1, !dbg !90
@.str.21 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !92
@.str.22 = private unnamed_addr constant [6 x i8] c"done\0A\00", align 1, !dbg !94

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !106 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [3 x ptr], align 16
  %7 = alloca i32, align 4
  %8 = alloca [300 x i8], align 16
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !111, !DIExpression(), !112)
  %9 = call i32 @puts(ptr noundef @.str), !dbg !113
  store i32 %9, ptr %2, align 4, !dbg !114
  %10 = load i32, ptr %2, align 4, !dbg !115
  %11 = icmp sge i32 %10, 0, !dbg !116
  %12 = zext i1 %11 to i32, !dbg !116
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %12), !dbg !117
  %14 = call i32 @putchar(i32 noundef 88), !dbg !118
  store i32 %14, ptr %2, align 4, !dbg !119
  %15 = call i32 @putchar(i32 noundef 10), !dbg !120
  %16 = load i32, ptr %2, align 4, !dbg !121
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %16), !dbg !122
  %18 = load ptr, ptr @stdout, align 8, !dbg !123
  %19 = call i32 @fputs(ptr noundef @.str.3, ptr noundef %18), !dbg !124
  store i32 %19, ptr %2, align 4, !dbg !125
  %20 = call i32 @putchar(i32 noundef 10), !dbg !126
  %21 = load i32, ptr %2, align 4, !dbg !127
  %22 = icmp sge i32 %21, 0, !dbg !128
  %23 = zext i1 %22 to i32, !dbg !128
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %23), !dbg !129
  %25 = load ptr, ptr @stderr, align 8, !dbg !130
  %26 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %25, ptr noundef @.str.5, i32 noundef 42, ptr noundef @.str.6) #5, !dbg !131
  %27 = load ptr, ptr @stdout, align 8, !dbg !132
  %28 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %27, ptr noundef @.str.7, i32 noundef -5, ptr noundef @.str.8, i32 noundef 113) #5, !dbg !133
  store i32 %28, ptr %2, align 4, !dbg !134
  %29 = load i32, ptr %2, align 4, !dbg !135
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %29), !dbg !136
  %31 = load ptr, ptr @stderr, align 8, !dbg !137
  %32 = call i32 @fputs(ptr noundef @.str.10, ptr noundef %31), !dbg !138
  %33 = call i32 @puts(ptr noundef @.str.11), !dbg !139
  %34 = call i32 @puts(ptr noundef @.str.12), !dbg !140
    #dbg_declare(ptr %3, !141, !DIExpression(), !143)
  store i32 0, ptr %3, align 4, !dbg !143
  br label %35, !dbg !144

35:                                               ; preds = %60, %0
  %36 = load i32, ptr %3, align 4, !dbg !145
  %37 = icmp slt i32 %36, 5, !dbg !147
  br i1 %37, label %38, label %63, !dbg !148

38:                                               ; preds = %35
    #dbg_declare(ptr %4, !149, !DIExpression(), !152)
  store i32 0, ptr %4, align 4, !dbg !152
  br label %39, !dbg !153

39:                                               ; preds = %45, %38
  %40 = load i32, ptr %4, align 4, !dbg !154
  %41 = load i32, ptr %3, align 4, !dbg !156
  %42 = icmp sle i32 %40, %41, !dbg !157
  br i1 %42, label %43, label %48, !dbg !158

43:                                               ; preds = %39
  %44 = call i32 @putchar(i32 noundef 42), !dbg !159
  br label %45, !dbg !159

45:                                               ; preds = %43
  %46 = load i32, ptr %4, align 4, !dbg !160
  %47 = add nsw i32 %46, 1, !dbg !160
  store i32 %47, ptr %4, align 4, !dbg !160
  br label %39, !dbg !161, !llvm.loop !162

48:                                               ; preds = %39
    #dbg_declare(ptr %5, !165, !DIExpression(), !167)
  %49 = load i32, ptr %3, align 4, !dbg !168
  store i32 %49, ptr %5, align 4, !dbg !167
  br label %50, !dbg !169

50:                                               ; preds = %55, %48
  %51 = load i32, ptr %5, align 4, !dbg !170
  %52 = icmp slt i32 %51, 5, !dbg !172
  br i1 %52, label %53, label %58, !dbg !173

53:                                               ; preds = %50
  %54 = call i32 @putchar(i32 noundef 46), !dbg !174
  br label %55, !dbg !174

55:                                               ; preds = %53
  %56 = load i32, ptr %5, align 4, !dbg !175
  %57 = add nsw i32 %56, 1, !dbg !175
  store i32 %57, ptr %5, align 4, !dbg !175
  br label %50, !dbg !176, !llvm.loop !177

58:                                               ; preds = %50
  %59 = call i32 @putchar(i32 noundef 10), !dbg !179
  br label %60, !dbg !180

60:                                               ; preds = %58
  %61 = load i32, ptr %3, align 4, !dbg !181
  %62 = add nsw i32 %61, 1, !dbg !181
  store i32 %62, ptr %3, align 4, !dbg !181
  br label %35, !dbg !182, !llvm.loop !183

63:                                               ; preds = %35
    #dbg_declare(ptr %6, !185, !DIExpression(), !189)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.lines, i64 24, i1 false), !dbg !189
    #dbg_declare(ptr %7, !190, !DIExpression(), !192)
  store i32 0, ptr %7, align 4, !dbg !192
  br label %64, !dbg !193

64:                                               ; preds = %80, %63
  %65 = load i32, ptr %7, align 4, !dbg !194
  %66 = icmp slt i32 %65, 3, !dbg !196
  br i1 %66, label %67, label %83, !dbg !197

67:                                               ; preds = %64
  %68 = load i32, ptr %7, align 4, !dbg !198
  %69 = sext i32 %68 to i64, !dbg !200
  %70 = getelementptr inbounds [3 x ptr], ptr %6, i64 0, i64 %69, !dbg !200
  %71 = load ptr, ptr %70, align 8, !dbg !200
  %72 = load ptr, ptr @stdout, align 8, !dbg !201
  %73 = call i32 @fputs(ptr noundef %71, ptr noundef %72), !dbg !202
  %74 = load i32, ptr %7, align 4, !dbg !203
  %75 = icmp slt i32 %74, 2, !dbg !204
  %76 = zext i1 %75 to i64, !dbg !203
  %77 = select i1 %75, ptr @.str.16, ptr @.str.17, !dbg !203
  %78 = load ptr, ptr @stdout, align 8, !dbg !205
  %79 = call i32 @fputs(ptr noundef %77, ptr noundef %78), !dbg !206
  br label %80, !dbg !207

80:                                               ; preds = %67
  %81 = load i32, ptr %7, align 4, !dbg !208
  %82 = add nsw i32 %81, 1, !dbg !208
  store i32 %82, ptr %7, align 4, !dbg !208
  br label %64, !dbg !209, !llvm.loop !210

83:                                               ; preds = %64
  %84 = call i32 @putchar(i32 noundef 226), !dbg !212
  %85 = call i32 @putchar(i32 noundef 130), !dbg !213
  %86 = call i32 @putchar(i32 noundef 172), !dbg !214
  %87 = call i32 @putchar(i32 noundef 9), !dbg !215
  %88 = call i32 @putchar(i32 noundef 124), !dbg !216
  %89 = call i32 @putchar(i32 noundef 13), !dbg !217
  %90 = call i32 @putchar(i32 noundef 10), !dbg !218
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef @.str.19), !dbg !219
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.20), !dbg !220
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.21), !dbg !221
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.17), !dbg !222
    #dbg_declare(ptr %8, !223, !DIExpression(), !227)
  %95 = getelementptr inbounds [300 x i8], ptr %8, i64 0, i64 0, !dbg !228
  call void @llvm.memset.p0.i64(ptr align 16 %95, i8 122, i64 299, i1 false), !dbg !228
  %96 = getelementptr inbounds [300 x i8], ptr %8, i64 0, i64 299, !dbg !229
  store i8 0, ptr %96, align 1, !dbg !230
  %97 = getelementptr inbounds [300 x i8], ptr %8, i64 0, i64 0, !dbg !231
  %98 = call i32 @puts(ptr noundef %97), !dbg !232
  %99 = load ptr, ptr @stderr, align 8, !dbg !233
  %100 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %99, ptr noundef @.str.22) #5, !dbg !234
  ret i32 6, !dbg !235
}

declare i32 @puts(ptr noundef) #1

declare i32 @printf(ptr noundef, ...) #1

declare i32 @putchar(i32 noundef) #1

declare i32 @fputs(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!96}
!llvm.module.flags = !{!98, !99, !100, !101, !102, !103, !104}
!llvm.ident = !{!105}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "output_funcs.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "b99b52106b7652bf46d8b1367560dd1f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 20)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 31)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 21)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 23)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 32)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 15)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 26)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !9, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 4)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !14, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 18)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 1)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 19)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 6)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 5)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !63, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 3)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 2)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !41, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 41)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !24, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !80, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !63, isLocal: true, isDefinition: true)
!96 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !97, splitDebugInlining: false, nameTableKind: None)
!97 = !{!0, !7, !12, !17, !22, !27, !32, !37, !39, !44, !46, !51, !56, !61, !66, !71, !73, !78, !83, !85, !90, !92, !94}
!98 = !{i32 7, !"Dwarf Version", i32 5}
!99 = !{i32 2, !"Debug Info Version", i32 3}
!100 = !{i32 1, !"wchar_size", i32 4}
!101 = !{i32 8, !"PIC Level", i32 2}
!102 = !{i32 7, !"PIE Level", i32 2}
!103 = !{i32 7, !"uwtable", i32 2}
!104 = !{i32 7, !"frame-pointer", i32 2}
!105 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!106 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 6, type: !107, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !96, retainedNodes: !110)
!107 = !DISubroutineType(types: !108)
!108 = !{!109}
!109 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!110 = !{}
!111 = !DILocalVariable(name: "r", scope: !106, file: !2, line: 7, type: !109)
!112 = !DILocation(line: 7, column: 9, scope: !106)
!113 = !DILocation(line: 8, column: 9, scope: !106)
!114 = !DILocation(line: 8, column: 7, scope: !106)
!115 = !DILocation(line: 9, column: 47, scope: !106)
!116 = !DILocation(line: 9, column: 49, scope: !106)
!117 = !DILocation(line: 9, column: 5, scope: !106)
!118 = !DILocation(line: 10, column: 9, scope: !106)
!119 = !DILocation(line: 10, column: 7, scope: !106)
!120 = !DILocation(line: 11, column: 5, scope: !106)
!121 = !DILocation(line: 12, column: 37, scope: !106)
!122 = !DILocation(line: 12, column: 5, scope: !106)
!123 = !DILocation(line: 13, column: 41, scope: !106)
!124 = !DILocation(line: 13, column: 9, scope: !106)
!125 = !DILocation(line: 13, column: 7, scope: !106)
!126 = !DILocation(line: 14, column: 5, scope: !106)
!127 = !DILocation(line: 15, column: 48, scope: !106)
!128 = !DILocation(line: 15, column: 50, scope: !106)
!129 = !DILocation(line: 15, column: 5, scope: !106)
!130 = !DILocation(line: 16, column: 13, scope: !106)
!131 = !DILocation(line: 16, column: 5, scope: !106)
!132 = !DILocation(line: 17, column: 17, scope: !106)
!133 = !DILocation(line: 17, column: 9, scope: !106)
!134 = !DILocation(line: 17, column: 7, scope: !106)
!135 = !DILocation(line: 18, column: 37, scope: !106)
!136 = !DILocation(line: 18, column: 5, scope: !106)
!137 = !DILocation(line: 19, column: 33, scope: !106)
!138 = !DILocation(line: 19, column: 5, scope: !106)
!139 = !DILocation(line: 20, column: 5, scope: !106)
!140 = !DILocation(line: 21, column: 5, scope: !106)
!141 = !DILocalVariable(name: "row", scope: !142, file: !2, line: 22, type: !109)
!142 = distinct !DILexicalBlock(scope: !106, file: !2, line: 22, column: 5)
!143 = !DILocation(line: 22, column: 14, scope: !142)
!144 = !DILocation(line: 22, column: 10, scope: !142)
!145 = !DILocation(line: 22, column: 23, scope: !146)
!146 = distinct !DILexicalBlock(scope: !142, file: !2, line: 22, column: 5)
!147 = !DILocation(line: 22, column: 27, scope: !146)
!148 = !DILocation(line: 22, column: 5, scope: !142)
!149 = !DILocalVariable(name: "col", scope: !150, file: !2, line: 23, type: !109)
!150 = distinct !DILexicalBlock(scope: !151, file: !2, line: 23, column: 9)
!151 = distinct !DILexicalBlock(scope: !146, file: !2, line: 22, column: 39)
!152 = !DILocation(line: 23, column: 18, scope: !150)
!153 = !DILocation(line: 23, column: 14, scope: !150)
!154 = !DILocation(line: 23, column: 27, scope: !155)
!155 = distinct !DILexicalBlock(scope: !150, file: !2, line: 23, column: 9)
!156 = !DILocation(line: 23, column: 34, scope: !155)
!157 = !DILocation(line: 23, column: 31, scope: !155)
!158 = !DILocation(line: 23, column: 9, scope: !150)
!159 = !DILocation(line: 24, column: 13, scope: !155)
!160 = !DILocation(line: 23, column: 42, scope: !155)
!161 = !DILocation(line: 23, column: 9, scope: !155)
!162 = distinct !{!162, !158, !163, !164}
!163 = !DILocation(line: 24, column: 24, scope: !150)
!164 = !{!"llvm.loop.mustprogress"}
!165 = !DILocalVariable(name: "col", scope: !166, file: !2, line: 25, type: !109)
!166 = distinct !DILexicalBlock(scope: !151, file: !2, line: 25, column: 9)
!167 = !DILocation(line: 25, column: 18, scope: !166)
!168 = !DILocation(line: 25, column: 24, scope: !166)
!169 = !DILocation(line: 25, column: 14, scope: !166)
!170 = !DILocation(line: 25, column: 29, scope: !171)
!171 = distinct !DILexicalBlock(scope: !166, file: !2, line: 25, column: 9)
!172 = !DILocation(line: 25, column: 33, scope: !171)
!173 = !DILocation(line: 25, column: 9, scope: !166)
!174 = !DILocation(line: 26, column: 13, scope: !171)
!175 = !DILocation(line: 25, column: 41, scope: !171)
!176 = !DILocation(line: 25, column: 9, scope: !171)
!177 = distinct !{!177, !173, !178, !164}
!178 = !DILocation(line: 26, column: 24, scope: !166)
!179 = !DILocation(line: 27, column: 9, scope: !151)
!180 = !DILocation(line: 28, column: 5, scope: !151)
!181 = !DILocation(line: 22, column: 35, scope: !146)
!182 = !DILocation(line: 22, column: 5, scope: !146)
!183 = distinct !{!183, !148, !184, !164}
!184 = !DILocation(line: 28, column: 5, scope: !142)
!185 = !DILocalVariable(name: "lines", scope: !106, file: !2, line: 29, type: !186)
!186 = !DICompositeType(tag: DW_TAG_array_type, baseType: !187, size: 192, elements: !76)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!189 = !DILocation(line: 29, column: 17, scope: !106)
!190 = !DILocalVariable(name: "i", scope: !191, file: !2, line: 30, type: !109)
!191 = distinct !DILexicalBlock(scope: !106, file: !2, line: 30, column: 5)
!192 = !DILocation(line: 30, column: 14, scope: !191)
!193 = !DILocation(line: 30, column: 10, scope: !191)
!194 = !DILocation(line: 30, column: 21, scope: !195)
!195 = distinct !DILexicalBlock(scope: !191, file: !2, line: 30, column: 5)
!196 = !DILocation(line: 30, column: 23, scope: !195)
!197 = !DILocation(line: 30, column: 5, scope: !191)
!198 = !DILocation(line: 31, column: 21, scope: !199)
!199 = distinct !DILexicalBlock(scope: !195, file: !2, line: 30, column: 33)
!200 = !DILocation(line: 31, column: 15, scope: !199)
!201 = !DILocation(line: 31, column: 25, scope: !199)
!202 = !DILocation(line: 31, column: 9, scope: !199)
!203 = !DILocation(line: 32, column: 15, scope: !199)
!204 = !DILocation(line: 32, column: 17, scope: !199)
!205 = !DILocation(line: 32, column: 36, scope: !199)
!206 = !DILocation(line: 32, column: 9, scope: !199)
!207 = !DILocation(line: 33, column: 5, scope: !199)
!208 = !DILocation(line: 30, column: 29, scope: !195)
!209 = !DILocation(line: 30, column: 5, scope: !195)
!210 = distinct !{!210, !197, !211, !164}
!211 = !DILocation(line: 33, column: 5, scope: !191)
!212 = !DILocation(line: 35, column: 5, scope: !106)
!213 = !DILocation(line: 36, column: 5, scope: !106)
!214 = !DILocation(line: 37, column: 5, scope: !106)
!215 = !DILocation(line: 38, column: 5, scope: !106)
!216 = !DILocation(line: 39, column: 5, scope: !106)
!217 = !DILocation(line: 40, column: 5, scope: !106)
!218 = !DILocation(line: 41, column: 5, scope: !106)
!219 = !DILocation(line: 42, column: 5, scope: !106)
!220 = !DILocation(line: 43, column: 5, scope: !106)
!221 = !DILocation(line: 44, column: 5, scope: !106)
!222 = !DILocation(line: 45, column: 5, scope: !106)
!223 = !DILocalVariable(name: "big", scope: !106, file: !2, line: 46, type: !224)
!224 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2400, elements: !225)
!225 = !{!226}
!226 = !DISubrange(count: 300)
!227 = !DILocation(line: 46, column: 10, scope: !106)
!228 = !DILocation(line: 47, column: 5, scope: !106)
!229 = !DILocation(line: 48, column: 5, scope: !106)
!230 = !DILocation(line: 48, column: 25, scope: !106)
!231 = !DILocation(line: 49, column: 10, scope: !106)
!232 = !DILocation(line: 49, column: 5, scope: !106)
!233 = !DILocation(line: 50, column: 13, scope: !106)
!234 = !DILocation(line: 50, column: 5, scope: !106)
!235 = !DILocation(line: 51, column: 5, scope: !106)
