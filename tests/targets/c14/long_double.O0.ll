; ModuleID = 'long_double.c'
source_filename = "long_double.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"sizeof(long double)=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [45 x i8] c"(1e16+1)-1e16: long double %.1f double %.1f\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"third*3-1 = %e\0A\00", align 1
@.str.3 = private unnamed_addr constant [36 x i8] c"long double epsilon bits=%d eps=%e\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"H(1000) = %.15f\0A\00", align 1
@.str.5 = private unnamed_addr constant [53 x i8] c"2^53+1 -> long double -> ll: %lld, via double: %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"u64 max exact: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"%d! = %.6e\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"%f %f %f %f\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !14 {
  %1 = alloca i32, align 4
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca x86_fp80, align 16
  %12 = alloca i64, align 8
  %13 = alloca x86_fp80, align 16
  %14 = alloca x86_fp80, align 16
  %15 = alloca i32, align 4
  %16 = alloca x86_fp80, align 16
  %17 = alloca x86_fp80, align 16
  store i32 0, i32* %1, align 4
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i64 0, i64 0), i64 noundef 16), !dbg !19
  call void @llvm.dbg.declare(metadata x86_fp80* %2, metadata !20, metadata !DIExpression()), !dbg !23
  store volatile x86_fp80 0xK40348E1BC9BF04000000, x86_fp80* %2, align 16, !dbg !23
  call void @llvm.dbg.declare(metadata x86_fp80* %3, metadata !24, metadata !DIExpression()), !dbg !25
  %19 = load volatile x86_fp80, x86_fp80* %2, align 16, !dbg !26
  %20 = fadd x86_fp80 %19, 0xK3FFF8000000000000000, !dbg !27
  %21 = load volatile x86_fp80, x86_fp80* %2, align 16, !dbg !28
  %22 = fsub x86_fp80 %20, %21, !dbg !29
  store x86_fp80 %22, x86_fp80* %3, align 16, !dbg !25
  call void @llvm.dbg.declare(metadata double* %4, metadata !30, metadata !DIExpression()), !dbg !32
  store volatile double 1.000000e+16, double* %4, align 8, !dbg !32
  call void @llvm.dbg.declare(metadata double* %5, metadata !33, metadata !DIExpression()), !dbg !34
  %23 = load volatile double, double* %4, align 8, !dbg !35
  %24 = fadd double %23, 1.000000e+00, !dbg !36
  %25 = load volatile double, double* %4, align 8, !dbg !37
  %26 = fsub double %24, %25, !dbg !38
  store double %26, double* %5, align 8, !dbg !34
  %27 = load x86_fp80, x86_fp80* %3, align 16, !dbg !39
  %28 = fptrunc x86_fp80 %27 to double, !dbg !40
  %29 = load double, double* %5, align 8, !dbg !41
  %30 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([45 x i8], [45 x i8]* @.str.1, i64 0, i64 0), double noundef %28, double noundef %29), !dbg !42
  call void @llvm.dbg.declare(metadata x86_fp80* %6, metadata !43, metadata !DIExpression()), !dbg !44
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80* %6, align 16, !dbg !44
  call void @llvm.dbg.declare(metadata x86_fp80* %7, metadata !45, metadata !DIExpression()), !dbg !46
  %31 = load x86_fp80, x86_fp80* %6, align 16, !dbg !47
  %32 = fmul x86_fp80 %31, 0xK4000C000000000000000, !dbg !48
  store x86_fp80 %32, x86_fp80* %7, align 16, !dbg !46
  %33 = load x86_fp80, x86_fp80* %7, align 16, !dbg !49
  %34 = fsub x86_fp80 %33, 0xK3FFF8000000000000000, !dbg !50
  %35 = fptrunc x86_fp80 %34 to double, !dbg !51
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), double noundef %35), !dbg !52
  call void @llvm.dbg.declare(metadata x86_fp80* %8, metadata !53, metadata !DIExpression()), !dbg !54
  store x86_fp80 0xK3FFF8000000000000000, x86_fp80* %8, align 16, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %9, metadata !55, metadata !DIExpression()), !dbg !56
  store i32 0, i32* %9, align 4, !dbg !56
  br label %37, !dbg !57

37:                                               ; preds = %42, %0
  %38 = load x86_fp80, x86_fp80* %8, align 16, !dbg !58
  %39 = fdiv x86_fp80 %38, 0xK40008000000000000000, !dbg !59
  %40 = fadd x86_fp80 0xK3FFF8000000000000000, %39, !dbg !60
  %41 = fcmp ogt x86_fp80 %40, 0xK3FFF8000000000000000, !dbg !61
  br i1 %41, label %42, label %47, !dbg !57

42:                                               ; preds = %37
  %43 = load x86_fp80, x86_fp80* %8, align 16, !dbg !62
  %44 = fdiv x86_fp80 %43, 0xK40008000000000000000, !dbg !62
  store x86_fp80 %44, x86_fp80* %8, align 16, !dbg !62
  %45 = load i32, i32* %9, align 4, !dbg !64
  %46 = add nsw i32 %45, 1, !dbg !64
  store i32 %46, i32* %9, align 4, !dbg !64
  br label %37, !dbg !57, !llvm.loop !65

47:                                               ; preds = %37
  %48 = load i32, i32* %9, align 4, !dbg !68
  %49 = load x86_fp80, x86_fp80* %8, align 16, !dbg !69
  %50 = fptrunc x86_fp80 %49 to double, !dbg !70
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.3, i64 0, i64 0), i32 noundef %48, double noundef %50), !dbg !71
  %52 = call x86_fp80 @ld_sum(i32 noundef 1000), !dbg !72
  %53 = fptrunc x86_fp80 %52 to double, !dbg !73
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), double noundef %53), !dbg !74
  call void @llvm.dbg.declare(metadata i64* %10, metadata !75, metadata !DIExpression()), !dbg !76
  store i64 9007199254740993, i64* %10, align 8, !dbg !76
  call void @llvm.dbg.declare(metadata x86_fp80* %11, metadata !77, metadata !DIExpression()), !dbg !78
  %55 = load i64, i64* %10, align 8, !dbg !79
  %56 = sitofp i64 %55 to x86_fp80, !dbg !79
  store x86_fp80 %56, x86_fp80* %11, align 16, !dbg !78
  %57 = load x86_fp80, x86_fp80* %11, align 16, !dbg !80
  %58 = fptosi x86_fp80 %57 to i64, !dbg !81
  %59 = load i64, i64* %10, align 8, !dbg !82
  %60 = sitofp i64 %59 to double, !dbg !83
  %61 = fptosi double %60 to i64, !dbg !84
  %62 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([53 x i8], [53 x i8]* @.str.5, i64 0, i64 0), i64 noundef %58, i64 noundef %61), !dbg !85
  call void @llvm.dbg.declare(metadata i64* %12, metadata !86, metadata !DIExpression()), !dbg !87
  store i64 -1, i64* %12, align 8, !dbg !87
  call void @llvm.dbg.declare(metadata x86_fp80* %13, metadata !88, metadata !DIExpression()), !dbg !89
  %63 = load i64, i64* %12, align 8, !dbg !90
  %64 = uitofp i64 %63 to x86_fp80, !dbg !90
  store x86_fp80 %64, x86_fp80* %13, align 16, !dbg !89
  %65 = load x86_fp80, x86_fp80* %13, align 16, !dbg !91
  %66 = fptoui x86_fp80 %65 to i64, !dbg !92
  %67 = load i64, i64* %12, align 8, !dbg !93
  %68 = icmp eq i64 %66, %67, !dbg !94
  %69 = zext i1 %68 to i32, !dbg !94
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i64 0, i64 0), i32 noundef %69), !dbg !95
  call void @llvm.dbg.declare(metadata x86_fp80* %14, metadata !96, metadata !DIExpression()), !dbg !97
  store x86_fp80 0xK3FFF8000000000000000, x86_fp80* %14, align 16, !dbg !97
  call void @llvm.dbg.declare(metadata i32* %15, metadata !98, metadata !DIExpression()), !dbg !100
  store i32 1, i32* %15, align 4, !dbg !100
  br label %71, !dbg !101

71:                                               ; preds = %88, %47
  %72 = load i32, i32* %15, align 4, !dbg !102
  %73 = icmp sle i32 %72, 25, !dbg !104
  br i1 %73, label %74, label %91, !dbg !105

74:                                               ; preds = %71
  %75 = load i32, i32* %15, align 4, !dbg !106
  %76 = sitofp i32 %75 to x86_fp80, !dbg !106
  %77 = load x86_fp80, x86_fp80* %14, align 16, !dbg !108
  %78 = fmul x86_fp80 %77, %76, !dbg !108
  store x86_fp80 %78, x86_fp80* %14, align 16, !dbg !108
  %79 = load i32, i32* %15, align 4, !dbg !109
  %80 = srem i32 %79, 5, !dbg !111
  %81 = icmp eq i32 %80, 0, !dbg !112
  br i1 %81, label %82, label %87, !dbg !113

82:                                               ; preds = %74
  %83 = load i32, i32* %15, align 4, !dbg !114
  %84 = load x86_fp80, x86_fp80* %14, align 16, !dbg !115
  %85 = fptrunc x86_fp80 %84 to double, !dbg !116
  %86 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i64 0, i64 0), i32 noundef %83, double noundef %85), !dbg !117
  br label %87, !dbg !117

87:                                               ; preds = %82, %74
  br label %88, !dbg !118

88:                                               ; preds = %87
  %89 = load i32, i32* %15, align 4, !dbg !119
  %90 = add nsw i32 %89, 1, !dbg !119
  store i32 %90, i32* %15, align 4, !dbg !119
  br label %71, !dbg !120, !llvm.loop !121

91:                                               ; preds = %71
  call void @llvm.dbg.declare(metadata x86_fp80* %16, metadata !123, metadata !DIExpression()), !dbg !124
  store x86_fp80 0xK3FFFC000000000000000, x86_fp80* %16, align 16, !dbg !124
  call void @llvm.dbg.declare(metadata x86_fp80* %17, metadata !125, metadata !DIExpression()), !dbg !126
  store x86_fp80 0xKC0009000000000000000, x86_fp80* %17, align 16, !dbg !126
  %92 = load x86_fp80, x86_fp80* %16, align 16, !dbg !127
  %93 = load x86_fp80, x86_fp80* %17, align 16, !dbg !128
  %94 = fadd x86_fp80 %92, %93, !dbg !129
  %95 = fptrunc x86_fp80 %94 to double, !dbg !130
  %96 = load x86_fp80, x86_fp80* %16, align 16, !dbg !131
  %97 = load x86_fp80, x86_fp80* %17, align 16, !dbg !132
  %98 = fmul x86_fp80 %96, %97, !dbg !133
  %99 = fptrunc x86_fp80 %98 to double, !dbg !134
  %100 = load x86_fp80, x86_fp80* %16, align 16, !dbg !135
  %101 = load x86_fp80, x86_fp80* %17, align 16, !dbg !136
  %102 = fdiv x86_fp80 %100, %101, !dbg !137
  %103 = fptrunc x86_fp80 %102 to double, !dbg !138
  %104 = load x86_fp80, x86_fp80* %16, align 16, !dbg !139
  %105 = load x86_fp80, x86_fp80* %17, align 16, !dbg !140
  %106 = fsub x86_fp80 %104, %105, !dbg !141
  %107 = fptrunc x86_fp80 %106 to double, !dbg !142
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.8, i64 0, i64 0), double noundef %95, double noundef %99, double noundef %103, double noundef %107), !dbg !143
  %109 = load x86_fp80, x86_fp80* %16, align 16, !dbg !144
  %110 = load x86_fp80, x86_fp80* %17, align 16, !dbg !145
  %111 = fcmp olt x86_fp80 %109, %110, !dbg !146
  %112 = zext i1 %111 to i32, !dbg !146
  %113 = load x86_fp80, x86_fp80* %16, align 16, !dbg !147
  %114 = load x86_fp80, x86_fp80* %17, align 16, !dbg !148
  %115 = fcmp ogt x86_fp80 %113, %114, !dbg !149
  %116 = zext i1 %115 to i32, !dbg !149
  %117 = load x86_fp80, x86_fp80* %16, align 16, !dbg !150
  %118 = fcmp oeq x86_fp80 %117, 0xK3FFFC000000000000000, !dbg !151
  %119 = zext i1 %118 to i32, !dbg !151
  %120 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %112, i32 noundef %116, i32 noundef %119), !dbg !152
  ret i32 0, !dbg !153
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @ld_sum(i32 noundef %0) #0 !dbg !154 {
  %2 = alloca i32, align 4
  %3 = alloca x86_fp80, align 16
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !157, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.declare(metadata x86_fp80* %3, metadata !159, metadata !DIExpression()), !dbg !160
  store x86_fp80 0xK00000000000000000000, x86_fp80* %3, align 16, !dbg !160
  call void @llvm.dbg.declare(metadata i32* %4, metadata !161, metadata !DIExpression()), !dbg !163
  store i32 1, i32* %4, align 4, !dbg !163
  br label %5, !dbg !164

5:                                                ; preds = %15, %1
  %6 = load i32, i32* %4, align 4, !dbg !165
  %7 = load i32, i32* %2, align 4, !dbg !167
  %8 = icmp sle i32 %6, %7, !dbg !168
  br i1 %8, label %9, label %18, !dbg !169

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4, !dbg !170
  %11 = sitofp i32 %10 to x86_fp80, !dbg !170
  %12 = fdiv x86_fp80 0xK3FFF8000000000000000, %11, !dbg !171
  %13 = load x86_fp80, x86_fp80* %3, align 16, !dbg !172
  %14 = fadd x86_fp80 %13, %12, !dbg !172
  store x86_fp80 %14, x86_fp80* %3, align 16, !dbg !172
  br label %15, !dbg !173

15:                                               ; preds = %9
  %16 = load i32, i32* %4, align 4, !dbg !174
  %17 = add nsw i32 %16, 1, !dbg !174
  store i32 %17, i32* %4, align 4, !dbg !174
  br label %5, !dbg !175, !llvm.loop !176

18:                                               ; preds = %5
  %19 = load x86_fp80, x86_fp80* %3, align 16, !dbg !178
  ret x86_fp80 %19, !dbg !179
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "long_double.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "e31305d7c9cd9495e745c451b186b022")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !15, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!15 = !DISubroutineType(types: !16)
!16 = !{!17}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{}
!19 = !DILocation(line: 13, column: 5, scope: !14)
!20 = !DILocalVariable(name: "big", scope: !14, file: !1, line: 14, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !22)
!22 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!23 = !DILocation(line: 14, column: 26, scope: !14)
!24 = !DILocalVariable(name: "r", scope: !14, file: !1, line: 15, type: !22)
!25 = !DILocation(line: 15, column: 17, scope: !14)
!26 = !DILocation(line: 15, column: 22, scope: !14)
!27 = !DILocation(line: 15, column: 26, scope: !14)
!28 = !DILocation(line: 15, column: 33, scope: !14)
!29 = !DILocation(line: 15, column: 31, scope: !14)
!30 = !DILocalVariable(name: "dbig", scope: !14, file: !1, line: 16, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !3)
!32 = !DILocation(line: 16, column: 21, scope: !14)
!33 = !DILocalVariable(name: "dr", scope: !14, file: !1, line: 17, type: !3)
!34 = !DILocation(line: 17, column: 12, scope: !14)
!35 = !DILocation(line: 17, column: 18, scope: !14)
!36 = !DILocation(line: 17, column: 23, scope: !14)
!37 = !DILocation(line: 17, column: 30, scope: !14)
!38 = !DILocation(line: 17, column: 28, scope: !14)
!39 = !DILocation(line: 18, column: 69, scope: !14)
!40 = !DILocation(line: 18, column: 61, scope: !14)
!41 = !DILocation(line: 18, column: 72, scope: !14)
!42 = !DILocation(line: 18, column: 5, scope: !14)
!43 = !DILocalVariable(name: "third", scope: !14, file: !1, line: 19, type: !22)
!44 = !DILocation(line: 19, column: 17, scope: !14)
!45 = !DILocalVariable(name: "third3", scope: !14, file: !1, line: 20, type: !22)
!46 = !DILocation(line: 20, column: 17, scope: !14)
!47 = !DILocation(line: 20, column: 26, scope: !14)
!48 = !DILocation(line: 20, column: 32, scope: !14)
!49 = !DILocation(line: 21, column: 41, scope: !14)
!50 = !DILocation(line: 21, column: 48, scope: !14)
!51 = !DILocation(line: 21, column: 32, scope: !14)
!52 = !DILocation(line: 21, column: 5, scope: !14)
!53 = !DILocalVariable(name: "x", scope: !14, file: !1, line: 22, type: !22)
!54 = !DILocation(line: 22, column: 17, scope: !14)
!55 = !DILocalVariable(name: "bits", scope: !14, file: !1, line: 23, type: !17)
!56 = !DILocation(line: 23, column: 9, scope: !14)
!57 = !DILocation(line: 24, column: 5, scope: !14)
!58 = !DILocation(line: 24, column: 16, scope: !14)
!59 = !DILocation(line: 24, column: 18, scope: !14)
!60 = !DILocation(line: 24, column: 14, scope: !14)
!61 = !DILocation(line: 24, column: 22, scope: !14)
!62 = !DILocation(line: 25, column: 11, scope: !63)
!63 = distinct !DILexicalBlock(scope: !14, file: !1, line: 24, column: 27)
!64 = !DILocation(line: 26, column: 13, scope: !63)
!65 = distinct !{!65, !57, !66, !67}
!66 = !DILocation(line: 27, column: 5, scope: !14)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 28, column: 52, scope: !14)
!69 = !DILocation(line: 28, column: 66, scope: !14)
!70 = !DILocation(line: 28, column: 58, scope: !14)
!71 = !DILocation(line: 28, column: 5, scope: !14)
!72 = !DILocation(line: 29, column: 41, scope: !14)
!73 = !DILocation(line: 29, column: 33, scope: !14)
!74 = !DILocation(line: 29, column: 5, scope: !14)
!75 = !DILocalVariable(name: "big_int", scope: !14, file: !1, line: 30, type: !4)
!76 = !DILocation(line: 30, column: 15, scope: !14)
!77 = !DILocalVariable(name: "lbi", scope: !14, file: !1, line: 31, type: !22)
!78 = !DILocation(line: 31, column: 17, scope: !14)
!79 = !DILocation(line: 31, column: 23, scope: !14)
!80 = !DILocation(line: 32, column: 80, scope: !14)
!81 = !DILocation(line: 32, column: 69, scope: !14)
!82 = !DILocation(line: 33, column: 31, scope: !14)
!83 = !DILocation(line: 33, column: 23, scope: !14)
!84 = !DILocation(line: 33, column: 12, scope: !14)
!85 = !DILocation(line: 32, column: 5, scope: !14)
!86 = !DILocalVariable(name: "u", scope: !14, file: !1, line: 34, type: !5)
!87 = !DILocation(line: 34, column: 24, scope: !14)
!88 = !DILocalVariable(name: "lu", scope: !14, file: !1, line: 35, type: !22)
!89 = !DILocation(line: 35, column: 17, scope: !14)
!90 = !DILocation(line: 35, column: 22, scope: !14)
!91 = !DILocation(line: 36, column: 55, scope: !14)
!92 = !DILocation(line: 36, column: 35, scope: !14)
!93 = !DILocation(line: 36, column: 61, scope: !14)
!94 = !DILocation(line: 36, column: 58, scope: !14)
!95 = !DILocation(line: 36, column: 5, scope: !14)
!96 = !DILocalVariable(name: "f", scope: !14, file: !1, line: 37, type: !22)
!97 = !DILocation(line: 37, column: 17, scope: !14)
!98 = !DILocalVariable(name: "i", scope: !99, file: !1, line: 38, type: !17)
!99 = distinct !DILexicalBlock(scope: !14, file: !1, line: 38, column: 5)
!100 = !DILocation(line: 38, column: 14, scope: !99)
!101 = !DILocation(line: 38, column: 10, scope: !99)
!102 = !DILocation(line: 38, column: 21, scope: !103)
!103 = distinct !DILexicalBlock(scope: !99, file: !1, line: 38, column: 5)
!104 = !DILocation(line: 38, column: 23, scope: !103)
!105 = !DILocation(line: 38, column: 5, scope: !99)
!106 = !DILocation(line: 39, column: 14, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !1, line: 38, column: 35)
!108 = !DILocation(line: 39, column: 11, scope: !107)
!109 = !DILocation(line: 40, column: 13, scope: !110)
!110 = distinct !DILexicalBlock(scope: !107, file: !1, line: 40, column: 13)
!111 = !DILocation(line: 40, column: 15, scope: !110)
!112 = !DILocation(line: 40, column: 19, scope: !110)
!113 = !DILocation(line: 40, column: 13, scope: !107)
!114 = !DILocation(line: 41, column: 36, scope: !110)
!115 = !DILocation(line: 41, column: 47, scope: !110)
!116 = !DILocation(line: 41, column: 39, scope: !110)
!117 = !DILocation(line: 41, column: 13, scope: !110)
!118 = !DILocation(line: 42, column: 5, scope: !107)
!119 = !DILocation(line: 38, column: 31, scope: !103)
!120 = !DILocation(line: 38, column: 5, scope: !103)
!121 = distinct !{!121, !105, !122, !67}
!122 = !DILocation(line: 42, column: 5, scope: !99)
!123 = !DILocalVariable(name: "a", scope: !14, file: !1, line: 43, type: !22)
!124 = !DILocation(line: 43, column: 17, scope: !14)
!125 = !DILocalVariable(name: "b", scope: !14, file: !1, line: 43, type: !22)
!126 = !DILocation(line: 43, column: 27, scope: !14)
!127 = !DILocation(line: 44, column: 38, scope: !14)
!128 = !DILocation(line: 44, column: 42, scope: !14)
!129 = !DILocation(line: 44, column: 40, scope: !14)
!130 = !DILocation(line: 44, column: 29, scope: !14)
!131 = !DILocation(line: 44, column: 55, scope: !14)
!132 = !DILocation(line: 44, column: 59, scope: !14)
!133 = !DILocation(line: 44, column: 57, scope: !14)
!134 = !DILocation(line: 44, column: 46, scope: !14)
!135 = !DILocation(line: 44, column: 72, scope: !14)
!136 = !DILocation(line: 44, column: 76, scope: !14)
!137 = !DILocation(line: 44, column: 74, scope: !14)
!138 = !DILocation(line: 44, column: 63, scope: !14)
!139 = !DILocation(line: 45, column: 21, scope: !14)
!140 = !DILocation(line: 45, column: 25, scope: !14)
!141 = !DILocation(line: 45, column: 23, scope: !14)
!142 = !DILocation(line: 45, column: 12, scope: !14)
!143 = !DILocation(line: 44, column: 5, scope: !14)
!144 = !DILocation(line: 46, column: 30, scope: !14)
!145 = !DILocation(line: 46, column: 34, scope: !14)
!146 = !DILocation(line: 46, column: 32, scope: !14)
!147 = !DILocation(line: 46, column: 37, scope: !14)
!148 = !DILocation(line: 46, column: 41, scope: !14)
!149 = !DILocation(line: 46, column: 39, scope: !14)
!150 = !DILocation(line: 46, column: 44, scope: !14)
!151 = !DILocation(line: 46, column: 46, scope: !14)
!152 = !DILocation(line: 46, column: 5, scope: !14)
!153 = !DILocation(line: 47, column: 5, scope: !14)
!154 = distinct !DISubprogram(name: "ld_sum", scope: !1, file: !1, line: 5, type: !155, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!155 = !DISubroutineType(types: !156)
!156 = !{!22, !17}
!157 = !DILocalVariable(name: "n", arg: 1, scope: !154, file: !1, line: 5, type: !17)
!158 = !DILocation(line: 5, column: 31, scope: !154)
!159 = !DILocalVariable(name: "s", scope: !154, file: !1, line: 6, type: !22)
!160 = !DILocation(line: 6, column: 17, scope: !154)
!161 = !DILocalVariable(name: "i", scope: !162, file: !1, line: 7, type: !17)
!162 = distinct !DILexicalBlock(scope: !154, file: !1, line: 7, column: 5)
!163 = !DILocation(line: 7, column: 14, scope: !162)
!164 = !DILocation(line: 7, column: 10, scope: !162)
!165 = !DILocation(line: 7, column: 21, scope: !166)
!166 = distinct !DILexicalBlock(scope: !162, file: !1, line: 7, column: 5)
!167 = !DILocation(line: 7, column: 26, scope: !166)
!168 = !DILocation(line: 7, column: 23, scope: !166)
!169 = !DILocation(line: 7, column: 5, scope: !162)
!170 = !DILocation(line: 8, column: 21, scope: !166)
!171 = !DILocation(line: 8, column: 19, scope: !166)
!172 = !DILocation(line: 8, column: 11, scope: !166)
!173 = !DILocation(line: 8, column: 9, scope: !166)
!174 = !DILocation(line: 7, column: 30, scope: !166)
!175 = !DILocation(line: 7, column: 5, scope: !166)
!176 = distinct !{!176, !169, !177, !67}
!177 = !DILocation(line: 8, column: 21, scope: !162)
!178 = !DILocation(line: 9, column: 12, scope: !154)
!179 = !DILocation(line: 9, column: 5, scope: !154)
